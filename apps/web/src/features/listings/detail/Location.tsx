import type { ListingDetail } from '@roamstead/contract';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { useNearViewport } from '../../../ui/useNearViewport';

// The location map's styles (it imports none itself) come with the page, before it renders:
// added with the map, each stylesheet restyled the whole page (docs/adr/0039).
import '../map/map.css';
import { placeLine } from '../placeLine';

const LocationMap = lazy(() => import('../map/LocationMap'));

/** "Where you'll be": the place and an approximate map (the exact address is not shown). */
export function Location({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const box = 'h-72 w-full sm:h-80';
  // The map (Leaflet) loads only when the section comes near the screen: it is below the fold.
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  return (
    <section aria-labelledby="location-heading" className="flex flex-col gap-3 border-t border-line pt-6">
      <h2 id="location-heading" className="text-xl font-semibold">
        {listing.kind === 'experience' ? t('listings.experience.meetingPoint') : t('listings.detail.location')}
      </h2>
      <p className="text-sm">{placeLine(listing.place)}</p>
      {near ? (
        <Suspense fallback={<div className={`animate-pulse rounded-card bg-canvas ${box}`} />}>
          <LocationMap lat={listing.lat} lng={listing.lng} className={box} />
        </Suspense>
      ) : (
        <div ref={placeholder} className={`rounded-card bg-canvas ${box}`} />
      )}
      <p className="text-xs text-muted">{t('listings.detail.locationHint')}</p>
    </section>
  );
}
