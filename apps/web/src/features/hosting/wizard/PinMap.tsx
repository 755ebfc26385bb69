import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
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

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * The draggable pin. It is also a focusable button (Leaflet's keyboard option): the arrow keys
 * move it 10 screen pixels at the map's zoom, 50 with Shift, instead of panning the map.
 */
function PinMarker({ pin, onChange, label }: { pin: LatLng; onChange: (p: LatLng) => void; label: string }) {
  const map = useMap();
  const marker = useRef<L.Marker>(null);
  const latest = useRef({ pin, onChange });
  latest.current = { pin, onChange };
  const handlers = useMemo(
    () => ({
      dragend: (e: L.LeafletEvent) => {
        const p = (e.target as L.Marker).getLatLng();
        onChange({ lat: p.lat, lng: p.lng });
      },
    }),
    [onChange],
  );
  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    const onKeyDown = (event: KeyboardEvent) => {
      const arrow = ARROWS[event.key];
      if (!arrow) return;
      event.preventDefault();
      event.stopPropagation();
      const step = event.shiftKey ? 50 : 10;
      const at = map.latLngToContainerPoint([latest.current.pin.lat, latest.current.pin.lng]);
      const moved = map.containerPointToLatLng(at.add([arrow[0] * step, arrow[1] * step]));
      latest.current.onChange({ lat: moved.lat, lng: moved.lng });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [map, label]);
  return (
    <Marker
      ref={marker}
      position={[pin.lat, pin.lng]}
      draggable
      keyboard
      icon={pinIcon}
      eventHandlers={handlers}
      title={label}
    />
  );
}

/** A map where a drag, a click or the arrow keys place the listing's pin. Loaded lazily with Leaflet. */
export default function PinMap({
  centre,
  pin,
  onChange,
  label,
  pinLabel,
}: {
  centre: LatLng;
  pin: LatLng | null;
  onChange: (p: LatLng) => void;
  label: string;
  pinLabel: string;
}) {
  return (
    // Attribution links are underlined: told apart from their text by more than colour.
    <div
      className="h-72 overflow-hidden rounded-card border border-line sm:h-96 [&_.leaflet-control-attribution_a]:underline!"
      data-testid="pin-map"
    >
      <MapContainer center={[centre.lat, centre.lng]} zoom={13} className="size-full" aria-label={label}>
        <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} />
        <ClickToPlace onChange={onChange} />
        <FollowCentre centre={pin ?? centre} />
        {pin && <PinMarker pin={pin} onChange={onChange} label={pinLabel} />}
      </MapContainer>
    </div>
  );
}
