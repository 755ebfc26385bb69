import { Circle, MapContainer, TileLayer } from 'react-leaflet';
import { useTranslation } from '../../../i18n';
import { useMapConfig } from '../api';

/** Shown around the listing instead of its address: about a kilometre across. */
const RADIUS_M = 600;

/**
 * Where a listing is, approximately: a circle around its coordinates rounded to two decimals
 * (about a kilometre), so the exact address stays private until a booking.
 */
export default function LocationMap({ lat, lng, className = '' }: { lat: number; lng: number; className?: string }) {
  const { t } = useTranslation();
  const config = useMapConfig();
  const center: [number, number] = [Math.round(lat * 100) / 100, Math.round(lng * 100) / 100];
  return (
    <section
      aria-label={t('listings.map.locationLabel')}
      className={`relative isolate overflow-hidden rounded-card border border-line ${className}`}
    >
      <MapContainer
        center={center}
        zoom={13}
        scrollWheelZoom={false}
        className="size-full"
        attributionControl={Boolean(config.data?.tile_url)}
      >
        {config.data?.tile_url && <TileLayer url={config.data.tile_url} attribution={config.data.attribution} />}
        <Circle
          center={center}
          radius={RADIUS_M}
          pathOptions={{ color: '#c81d44', fillColor: '#e0234e', fillOpacity: 0.25, weight: 2 }}
        />
      </MapContainer>
    </section>
  );
}
