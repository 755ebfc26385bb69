import { Link } from 'react-router';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { notify } from '../../../ui/toast';
import { formatPrice, useListingMutations } from '../api';
import { StatusBadge } from '../components/StatusBadge';
import { type StepId, stepOfField } from './steps';
import type { StepProps } from './useStepSave';

/** Everything at a glance, what still blocks publishing (with a way to each step), and Publish. */
export function ReviewStep({
  listing,
  onBack,
  goTo,
  onPublished,
}: StepProps & { goTo: (s: StepId) => void; onPublished: () => void }) {
  const { t, i18n } = useTranslation();
  const { publish } = useListingMutations(listing.id);
  const missing = Object.entries(listing.missing);
  const cover = listing.photos.find((p) => p.is_cover) ?? listing.photos[0];
  const rows: [string, string][] = [
    [t('hostListings.review.titleLabel'), listing.title || t('hostListings.untitled')],
    [t('hostListings.review.place'), listing.place ? `${listing.place.name}, ${listing.place.country}` : '—'],
    [t('hostListings.review.address'), listing.address || '—'],
    [
      t(`hostListings.review.price.${listing.kind}`),
      listing.nightly_price ? formatPrice(listing.nightly_price, listing.currency, i18n.language) : '—',
    ],
    [t('hostListings.review.photos'), String(listing.photos.length)],
    [t('hostListings.review.policy'), t(`hostListings.policies.${listing.cancellation_policy}.name`)],
    [
      t('hostListings.review.instantBook'),
      listing.instant_book ? t('hostListings.review.on') : t('hostListings.review.off'),
    ],
  ];
  if (listing.kind === 'experience') rows.push([t('hostListings.review.slots'), String(listing.slots.length)]);
  else rows.push([t('hostListings.review.guests'), String(listing.max_guests)]);

  const onPublish = async () => {
    try {
      const result = await publish.mutateAsync();
      // The marketplace may hold it for an operator's review (docs/adr/0074).
      if (result.status === 'pending_review') {
        notify.success(t('moderation.host.submittedTitle'), t('moderation.host.submittedText'));
      } else {
        notify.success(t('hostListings.review.publishedTitle'), t('hostListings.review.publishedText'));
      }
      onPublished();
    } catch (err) {
      notify.error(errorText(err));
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">{t('hostListings.review.title')}</h2>
        <StatusBadge status={listing.status} />
      </div>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <div className="aspect-[4/3] overflow-hidden rounded-card bg-canvas">
          {cover && (
            <img
              src={(cover.variants[0] ?? cover).url}
              width={(cover.variants[0] ?? cover).width}
              height={(cover.variants[0] ?? cover).height}
              alt={cover.alt || t('hostListings.photos.cover')}
              className="size-full object-cover"
            />
          )}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="min-w-0 break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {missing.length > 0 ? (
        <Alert title={t('hostListings.review.missingTitle')}>
          <ul className="mt-1 space-y-1">
            {missing.map(([field, message]) => (
              <li key={field} className="flex flex-wrap items-center gap-2">
                <span>{message}</span>
                <button
                  type="button"
                  className="font-semibold underline"
                  onClick={() => goTo(stepOfField(field, listing.kind))}
                >
                  {t('hostListings.review.fix')}
                </button>
              </li>
            ))}
          </ul>
        </Alert>
      ) : (
        listing.status !== 'published' &&
        (listing.status === 'pending_review' ? (
          <Alert tone="success">{t('moderation.host.pending')}</Alert>
        ) : (
          <Alert tone="success">{t('hostListings.review.ready')}</Alert>
        ))
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <Button variant="secondary" onClick={onBack}>
          {t('hostListings.wizard.back')}
        </Button>
        {listing.status === 'published' ? (
          <div className="flex flex-wrap gap-3">
            <Link to={`/listings/${listing.id}`} className={buttonClass('secondary')}>
              {t('hostListings.review.view')}
            </Link>
            <button type="button" className={buttonClass('primary')} onClick={onPublished}>
              {t('hostListings.review.done')}
            </button>
          </div>
        ) : (
          <Button
            onClick={() => void onPublish()}
            disabled={missing.length > 0 || publish.isPending || listing.status === 'pending_review'}
          >
            {publish.isPending ? t('hostListings.review.publishing') : t('hostListings.review.publish')}
          </Button>
        )}
      </div>
    </div>
  );
}
