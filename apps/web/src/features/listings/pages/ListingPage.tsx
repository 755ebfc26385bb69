import { MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { NotAvailableOffline, waitingOffline } from '../../../ui/offlineState';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { BookingWidget, ExperienceSlots } from '../../booking';
import { ContactHost } from '../../messages';
import { ReportButton } from '../../reports';
import { ListingPageActions } from '../../wishlists';
import { isNotFound, useListing } from '../api';
import { Amenities, Description, Rules, Summary } from '../detail/Details';
import { Gallery } from '../detail/Gallery';
import { HostCard } from '../detail/HostCard';
import { Location } from '../detail/Location';
import { Reviews } from '../detail/Reviews';
import { placeLine } from '../placeLine';
import { Rating } from '../Rating';

/** `/listings/:id` (and the /single-vN/:id template paths, which redirect here). */
export default function ListingPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useListing(valid ? id : 0);
  usePageTitle(
    query.data?.title ?? (query.isPending && valid ? t('common.loading') : t('listings.detail.notFoundTitle')),
    query.data?.description.replace(/\s+/g, ' ').slice(0, 160) || undefined,
  );

  const listing = query.data;

  if (!valid || isNotFound(query.error)) return <ListingNotFound />;
  if (waitingOffline(query))
    return (
      <div className="mx-auto max-w-md px-4 py-24">
        <NotAvailableOffline onRetry={() => void query.refetch()} />
      </div>
    );
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24">
        <Alert title={t('listings.detail.errorTitle')}>
          <p>{query.error.message}</p>
        </Alert>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t('listings.results.retry')}
        </Button>
      </div>
    );
  }
  if (listing === undefined) return <Spinner label={t('listings.detail.loading')} />;

  return (
    <article className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-6 pb-24 sm:px-6 sm:pt-8 lg:pb-8">
      <header className="flex flex-col gap-2">
        <h1 dir="auto" className="text-2xl font-bold sm:text-3xl">
          {listing.title}
        </h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Rating average={listing.rating_avg} count={listing.review_count} />
          <span className="inline-flex items-center gap-1 text-muted">
            <MapPin className="size-4" aria-hidden="true" />
            {placeLine(listing.place)}
          </span>
        </p>
        <ListingPageActions listingId={listing.id} title={listing.title} />
      </header>
      <Gallery title={listing.title} photos={listing.photos} />
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Summary listing={listing} />
          <HostCard host={listing.host} />
          <ContactHost listingId={listing.id} hostId={listing.host.id} hostName={listing.host.first_name} />
          <Description listing={listing} />
          {listing.kind === 'experience' ? (
            <ExperienceSlots listing={listing} />
          ) : (
            <Amenities amenities={listing.amenities} />
          )}
          <Rules listing={listing} />
          <Location listing={listing} />
          <ReportButton
            subject="listing"
            id={listing.id}
            name={listing.title}
            ownerId={listing.host.id}
            className="self-start"
          />
        </div>
        <div>
          <BookingWidget listing={listing} />
        </div>
      </div>
      <div className="border-t border-line pt-6">
        <Reviews id={listing.id} ratings={listing.ratings} reviews={listing.reviews} />
      </div>
    </article>
  );
}

function ListingNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('listings.detail.notFoundTitle')}</h1>
      <p className="text-muted">{t('listings.detail.notFoundText')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-2')}>
        {t('listings.detail.backToSearch')}
      </Link>
    </section>
  );
}
