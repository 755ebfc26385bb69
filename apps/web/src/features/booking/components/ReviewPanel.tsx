import type { BookingReview, WriteReview } from '@roamstead/contract';
import { GUEST_REVIEW_CATEGORIES, REVIEW_WINDOW_DAYS } from '@roamstead/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { ApiError } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextAreaField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { notify } from '../../../ui/toast';
import { useLocale } from '../../preferences';
import { bookingApi, bookingKeys, useBookingReviews } from '../api';

type Category = (typeof GUEST_REVIEW_CATEGORIES)[number];

/** Reviews of a completed stay: write one (hidden until both sides have), read the other's, respond once. */
export function ReviewPanel({ bookingId, viewer }: { bookingId: number; viewer: 'guest' | 'host' }) {
  const { t } = useTranslation();
  const query = useBookingReviews(bookingId);
  return (
    <section aria-labelledby={`reviews-${bookingId}`} className="rounded-card border border-line bg-surface p-5">
      <h2 id={`reviews-${bookingId}`} className="mb-3 text-lg font-semibold">
        {t('booking.review.title')}
      </h2>
      <QueryState query={query}>
        {(r) => (
          <div className="space-y-4">
            {r.theirs && <ReviewText review={r.theirs} bookingId={bookingId} canRespond={r.can_respond} />}
            {r.theirs_pending && <p className="text-sm text-muted">{t('booking.review.theirsPending')}</p>}
            {r.mine && (
              <div>
                <h3 className="text-sm font-semibold">{t('booking.review.yours')}</h3>
                <ReviewText review={r.mine} bookingId={bookingId} canRespond={false} />
                {!r.mine.published_at && <p className="mt-1 text-xs text-muted">{t('booking.review.hiddenNote')}</p>}
              </div>
            )}
            {r.can_review && <ReviewForm bookingId={bookingId} viewer={viewer} />}
            {!r.can_review && !r.mine && (
              <p className="text-sm text-muted">{t('booking.review.closed', { days: REVIEW_WINDOW_DAYS })}</p>
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function ReviewText({
  review,
  bookingId,
  canRespond,
}: {
  review: BookingReview;
  bookingId: number;
  canRespond: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [response, setResponse] = useState('');
  const [busy, setBusy] = useState(false);
  const respond = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const [, err] = await bookingApi.respond(bookingId, response);
    setBusy(false);
    if (err) notify.error(err.message);
    else void queryClient.invalidateQueries({ queryKey: bookingKeys.reviews(bookingId) });
  };
  return (
    <figure className="space-y-1 text-sm" data-testid={`review-${review.author_role}`}>
      <p className="flex items-center gap-1 font-semibold">
        <Star className="size-4 fill-current" aria-hidden="true" />
        <span>{t('booking.review.stars', { count: review.rating })}</span>
        <span className="font-normal text-muted">
          · {review.author_name} · {formatDateTime(review.created_at, locale)}
        </span>
      </p>
      <blockquote>{review.body}</blockquote>
      {review.response && (
        <p className="border-s-2 border-line ps-3 text-muted">
          {t('booking.review.response')}: {review.response}
        </p>
      )}
      {canRespond && (
        <form onSubmit={respond} className="mt-2 space-y-2">
          <TextAreaField
            label={t('booking.review.respondLabel')}
            rows={2}
            maxLength={1000}
            value={response}
            onChange={(e) => setResponse(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={busy || !response.trim()}>
            {t('booking.review.respond')}
          </Button>
        </form>
      )}
    </figure>
  );
}

function ReviewForm({ bookingId, viewer }: { bookingId: number; viewer: 'guest' | 'host' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [scores, setScores] = useState<Partial<Record<Category, number>>>({});
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const review: WriteReview = { rating, body, ...(viewer === 'guest' ? scores : {}) };
    const [, err] = await bookingApi.review(bookingId, review);
    setBusy(false);
    if (err) {
      setError(err);
      return;
    }
    notify.success(t('booking.review.thanks'));
    void queryClient.invalidateQueries({ queryKey: bookingKeys.reviews(bookingId) });
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <p className="text-sm text-muted">
        {viewer === 'guest' ? t('booking.review.guestLead') : t('booking.review.hostLead')}
      </p>
      <StarInput label={t('booking.review.overall')} value={rating} onChange={setRating} />
      {viewer === 'guest' &&
        GUEST_REVIEW_CATEGORIES.map((c) => (
          <StarInput
            key={c}
            label={t(`booking.review.category.${c}`)}
            value={scores[c] ?? 0}
            onChange={(v) => setScores((s) => ({ ...s, [c]: v }))}
          />
        ))}
      <TextAreaField
        label={t('booking.review.body')}
        rows={3}
        maxLength={2000}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={error?.details?.body?.[0]}
      />
      {error && !error.details?.body && (
        <Alert>
          <p>{error.message}</p>
        </Alert>
      )}
      <Button type="submit" disabled={busy || rating === 0}>
        {t('booking.review.submit')}
      </Button>
    </form>
  );
}

function StarInput({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-2 text-sm">
      <legend className="float-start me-2 min-w-32 font-medium">{label}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="cursor-pointer">
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="peer sr-only"
            aria-label={t('booking.review.stars', { count: n })}
          />
          <Star
            className={`size-6 peer-focus-visible:outline-2 ${n <= value ? 'fill-brand-500 text-brand-500' : 'text-muted'}`}
            aria-hidden="true"
          />
        </label>
      ))}
    </fieldset>
  );
}
