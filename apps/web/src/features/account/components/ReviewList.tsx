import type { ProfileReview } from '@roamstead/contract';
import { Star } from 'lucide-react';
import { useTranslation } from '../../../i18n';

export function ReviewList({ reviews, empty }: { reviews: ProfileReview[]; empty: string }) {
  const { t, i18n } = useTranslation();
  if (reviews.length === 0) return <p className="py-6 text-center text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line">
      {reviews.map((r) => (
        // Hidden stay reviews and public listing reviews are numbered apart.
        <li key={`${r.pending ? 'hidden' : 'public'}-${r.id}`} className="py-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">{r.listing_title}</p>
            <span className="inline-flex items-center gap-1 text-sm">
              <Star className="size-4 fill-current text-brand-500" aria-hidden="true" />
              <span aria-hidden="true">{r.rating}</span>
              <span className="sr-only">{t('account.reviews.rating', { rating: r.rating })}</span>
            </span>
          </div>
          <p className="mt-1 text-sm">{r.body}</p>
          {r.pending && <p className="mt-1 text-xs font-medium text-muted">{t('account.reviews.pending')}</p>}
          <p className="mt-1 text-xs text-muted">
            {r.author_name} · {new Date(r.created_at).toLocaleDateString(i18n.language)}
          </p>
        </li>
      ))}
    </ul>
  );
}
