import type { ListingDetail } from '@roamstead/contract';
import { initials } from '@roamstead/contract/constants';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useLocale } from '../../preferences';

/** Who hosts the listing, since when, and a link to their public profile. */
export function HostCard({ host }: { host: ListingDetail['host'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const joined = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(host.joined_at));
  return (
    <section className="flex gap-4 rounded-card border border-line p-5" aria-labelledby="host-heading">
      {host.picture_url ? (
        <img
          src={host.picture_url}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-500 text-lg font-semibold text-white"
        >
          {initials(host.first_name, '')}
        </span>
      )}
      <div className="min-w-0">
        <h2 id="host-heading" className="text-lg font-semibold">
          {t('listings.detail.hostedBy', { name: host.first_name })}
        </h2>
        <p className="text-sm text-muted">
          {t('listings.detail.hostJoined', { date: joined })} ·{' '}
          {t('listings.detail.hostListings', { count: host.listing_count })}
        </p>
        {host.about && (
          <p dir="auto" className="mt-2 text-sm">
            {host.about}
          </p>
        )}
        <Link
          to={`/users/${host.id}`}
          className="mt-2 inline-block text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
        >
          {t('listings.detail.hostProfile')}
        </Link>
      </div>
    </section>
  );
}
