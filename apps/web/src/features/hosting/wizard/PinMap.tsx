import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_ATTRIBUTION, MAP_TILE_URL } from './mapConfig';

export interface LatLng {
  lat: number;
  lng: number;
}

// A CSS pin: Leaflet's default marker images do not survive bundling.
const pinIcon = L.divIcon({
  className: '',
  html: '<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#e0234e;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

function ClickToPlace({ onChange }: { onChange: (p: LatLng) => void }) {
  useMapEvents({ click: (e) => onChange({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

function FollowCentre({ centre }: { centre: LatLng }) {
  const map = useMap();
  useEffect(() => {
    map.setView([centre.lat, centre.lng], map.getZoom());
  }, [centre.lat, centre.lng, map]);
  return null;
}

/** A map where a click or a drag places the listing's pin. Loaded lazily with Leaflet. */
export default function PinMap({
  centre,
  pin,
  onChange,
  label,
}: {
  centre: LatLng;
  pin: LatLng | null;
  onChange: (p: LatLng) => void;
  label: string;
}) {
  const handlers = useMemo(
    () => ({
      dragend: (e: L.LeafletEvent) => {
        const p = (e.target as L.Marker).getLatLng();
        onChange({ lat: p.lat, lng: p.lng });
      },
    }),
    [onChange],
  );
  return (
    <div className="h-72 overflow-hidden rounded-card border border-line sm:h-96" data-testid="pin-map">
      <MapContainer center={[centre.lat, centre.lng]} zoom={13} className="size-full" aria-label={label}>
        <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} />
        <ClickToPlace onChange={onChange} />
        <FollowCentre centre={pin ?? centre} />
        {pin && (
          <Marker position={[pin.lat, pin.lng]} draggable icon={pinIcon} eventHandlers={handlers} title={label} />
        )}
      </MapContainer>
    </div>
  );
}
