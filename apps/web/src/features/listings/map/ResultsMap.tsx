import type { ListingCard } from '@roamstead/contract';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useMapConfig } from '../api';
import { Photo } from '../Photo';
import type { Bounds } from '../searchState';
import { useListingPath } from '../useSearchState';
import { clusterIndex, type MapPoint } from './clusters';

interface ResultsMapProps {
  items: ListingCard[];
  /** The price label of a pin (nightly price in the visitor's currency). */
  priceOf: (listing: ListingCard) => string;
  hoveredId: number | null;
  selectedId: number | null;
  onHover: (id: number | null) => void;
  onSelect: (id: number | null) => void;
  /** The search's map bounds ('search as I move the map'), if any. */
  bbox?: Bounds;
  searchAsMove: boolean;
  onSearchAsMoveChange: (on: boolean) => void;
  /** The visitor moved or zoomed the map to these bounds. */
  onBoundsChange: (bounds: Bounds) => void;
  /** Changes whenever the search (not its map bounds) changes: the map then frames the new results. */
  searchKey: string;
  className?: string;
}

const WORLD: L.LatLngBoundsExpression = [
  [-50, -150],
  [65, 160],
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pinIcon(label: string, state: 'idle' | 'hovered' | 'selected') {
  return L.divIcon({
    className: 'roamstead-pin',
    html: `<span class="roamstead-pin__label roamstead-pin__label--${state}">${escapeHtml(label)}</span>`,
    iconSize: undefined,
    iconAnchor: [0, 0],
  });
}

function clusterIcon(count: number, label: string, state: 'idle' | 'hovered' | 'selected') {
  return L.divIcon({
    className: 'roamstead-pin',
    // The count is what shows; the marker (a button) is named by the words read out instead.
    html: `<span class="roamstead-cluster roamstead-cluster--${state}"><span aria-hidden="true" class="roamstead-cluster__count">${count}</span><span class="sr-only">${escapeHtml(label)}</span></span>`,
    iconSize: undefined,
    iconAnchor: [0, 0],
  });
}

const clampLng = (lng: number) => Math.max(-180, Math.min(180, lng));
const toBounds = (b: L.LatLngBounds): Bounds => {
  const span = b.getEast() - b.getWest();
  // Zoomed out past one world: search everywhere between the poles it shows.
  if (span >= 360) return { west: -180, south: b.getSouth(), east: 180, north: b.getNorth() };
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  return {
    west: clampLng(wrap(b.getWest())),
    south: Math.max(-90, b.getSouth()),
    east: clampLng(wrap(b.getEast())),
    north: Math.min(90, b.getNorth()),
  };
};

/** Frames the results (or the search's bounds) and reports the visitor's own moves. */
function Viewport({
  items,
  bbox,
  searchKey,
  onMoved,
}: {
  items: ListingCard[];
  bbox?: Bounds;
  searchKey: string;
  onMoved: (bounds: Bounds) => void;
}) {
  const map = useMap();
  const programmatic = useRef(false);
  const framedFor = useRef<string | null>(null);
  useEffect(() => {
    // A new search is framed once its results arrive; the visitor's own moves are left alone.
    if (framedFor.current === searchKey) return;
    if (!bbox && items.length === 0) return;
    framedFor.current = searchKey;
    programmatic.current = true;
    // The container may have been laid out after the map was created.
    map.invalidateSize({ animate: false });
    if (bbox) {
      map.fitBounds(
        [
          [bbox.south, bbox.west],
          [bbox.north, bbox.east < bbox.west ? bbox.east + 360 : bbox.east],
        ],
        { animate: false },
      );
    } else {
      map.fitBounds(L.latLngBounds(items.map((l) => [l.lat, l.lng] as [number, number])).pad(0.15), {
        animate: false,
        maxZoom: 13,
      });
    }
    // moveend fires synchronously for an unanimated fit; anything later is the visitor's.
    programmatic.current = false;
  }, [map, items, bbox, searchKey]);
  useEffect(() => {
    // Keep Leaflet's idea of the size in step with the container (sticky panels, toggles, resizes).
    const observer = new ResizeObserver(() => {
      programmatic.current = true;
      map.invalidateSize({ animate: false });
      programmatic.current = false;
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  useMapEvents({
    moveend: () => {
      if (!programmatic.current) onMoved(toBounds(map.getBounds()));
    },
  });
  return null;
}

interface PinsProps {
  items: ListingCard[];
  priceOf: (listing: ListingCard) => string;
  hoveredId: number | null;
  selectedId: number | null;
  onHover: (id: number | null) => void;
  onSelect: (id: number | null) => void;
}

/**
 * The results in view as price pins; pins that would overlap are grouped into a cluster showing
 * how many stays it holds, which zooms in to them when chosen (supercluster).
 */
function Pins({ items, priceOf, hoveredId, selectedId, onHover, onSelect }: PinsProps) {
  const { t } = useTranslation();
  const map = useMap();
  const index = useMemo(() => clusterIndex(items), [items]);
  // A page of results is small: it is clustered whole, so panning changes nothing, zooming regroups.
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  // Framing new results zooms the map before this hears of it: read the zoom again for new items.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the results change
  useEffect(() => setZoom(map.getZoom()), [items]);
  const points: MapPoint[] = useMemo(() => index.at(zoom), [index, zoom]);
  return points.map((point) => {
    if (point.kind === 'cluster') {
      const state = point.listingIds.includes(selectedId ?? -1)
        ? 'selected'
        : point.listingIds.includes(hoveredId ?? -1)
          ? 'hovered'
          : 'idle';
      const label = t('mapPins.cluster', { count: point.count });
      return (
        <Marker
          key={`cluster-${point.listingIds.join('-')}`}
          position={[point.lat, point.lng]}
          icon={clusterIcon(point.count, label, state)}
          title={label}
          alt={label}
          zIndexOffset={state === 'idle' ? 500 : 1000}
          eventHandlers={{
            click: () => map.setView([point.lat, point.lng], index.expansionZoom(point.id)),
            keypress: (e) => {
              if ((e.originalEvent as KeyboardEvent).key === 'Enter')
                map.setView([point.lat, point.lng], index.expansionZoom(point.id));
            },
          }}
        />
      );
    }
    const { listing } = point;
    const label = priceOf(listing);
    const state = listing.id === selectedId ? 'selected' : listing.id === hoveredId ? 'hovered' : 'idle';
    return (
      <Marker
        key={listing.id}
        position={[listing.lat, listing.lng]}
        icon={pinIcon(label, state)}
        title={t('listings.map.pin', { title: listing.title, price: label })}
        alt={t('listings.map.pin', { title: listing.title, price: label })}
        zIndexOffset={state === 'idle' ? 0 : 1000}
        eventHandlers={{
          click: () => onSelect(listing.id === selectedId ? null : listing.id),
          mouseover: () => onHover(listing.id),
          mouseout: () => onHover(null),
          keypress: (e) => {
            if ((e.originalEvent as KeyboardEvent).key === 'Enter') onSelect(listing.id);
          },
        }}
      />
    );
  });
}

/** The results as price pins on a Leaflet map, kept in step with the list (hover and selection). */
export default function ResultsMap({
  items,
  priceOf,
  hoveredId,
  selectedId,
  onHover,
  onSelect,
  bbox,
  searchAsMove,
  onSearchAsMoveChange,
  onBoundsChange,
  searchKey,
  className = '',
}: ResultsMapProps) {
  const { t } = useTranslation();
  const config = useMapConfig();
  const listingPath = useListingPath();
  const lastBounds = useRef<Bounds | null>(null);
  // Moved with 'search as I move the map' off: offer to search the area shown.
  const [movedAway, setMovedAway] = useState(false);
  const selected = items.find((l) => l.id === selectedId);

  return (
    <section
      aria-label={t('listings.map.label')}
      className={`relative isolate overflow-hidden rounded-card border border-line bg-[#dfe7ec] ${className}`}
    >
      <MapContainer
        bounds={WORLD}
        className="size-full"
        worldCopyJump
        minZoom={2}
        attributionControl={Boolean(config.data?.tile_url)}
      >
        {config.data?.tile_url && (
          <TileLayer url={config.data.tile_url} attribution={config.data.attribution} detectRetina />
        )}
        <Viewport
          items={items}
          bbox={bbox}
          searchKey={searchKey}
          onMoved={(b) => {
            lastBounds.current = b;
            if (searchAsMove) onBoundsChange(b);
            else setMovedAway(true);
          }}
        />
        <Pins
          items={items}
          priceOf={priceOf}
          hoveredId={hoveredId}
          selectedId={selectedId}
          onHover={onHover}
          onSelect={onSelect}
        />
      </MapContainer>
      <label className="absolute end-3 top-3 z-[1000] sm:end-auto sm:left-1/2 sm:-translate-x-1/2 whitespace-nowrap inline-flex cursor-pointer items-center gap-2 rounded-full bg-surface px-3 py-2 text-sm font-semibold shadow-md">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={searchAsMove}
          onChange={(e) => {
            onSearchAsMoveChange(e.target.checked);
            if (e.target.checked && lastBounds.current) onBoundsChange(lastBounds.current);
            setMovedAway(false);
          }}
        />
        {t('listings.map.searchAsMove')}
      </label>
      {movedAway && !searchAsMove && (
        <button
          type="button"
          className="absolute top-14 left-1/2 z-[1000] -translate-x-1/2 rounded-full bg-ink px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-md"
          onClick={() => {
            if (lastBounds.current) onBoundsChange(lastBounds.current);
            setMovedAway(false);
          }}
        >
          {t('listings.map.searchArea')}
        </button>
      )}
      {selected && (
        <div className="absolute inset-x-3 bottom-3 z-[1000] flex items-center gap-3 rounded-card bg-surface p-3 shadow-lg sm:inset-x-auto sm:end-3 sm:w-80">
          {selected.photos[0] && (
            <Link
              to={listingPath(selected.id, selected.best_stay)}
              tabIndex={-1}
              aria-hidden="true"
              className="shrink-0"
            >
              <Photo photo={selected.photos[0]} sizes="80px" className="size-20 rounded-lg" />
            </Link>
          )}
          <div className="min-w-0 flex-1">
            <Link
              to={listingPath(selected.id, selected.best_stay)}
              className="line-clamp-2 text-sm font-semibold hover:underline"
            >
              {selected.title}
            </Link>
            <p className="text-sm text-muted">
              {selected.place.name} · {priceOf(selected)} {t('listings.card.perNight')}
            </p>
          </div>
          <button
            type="button"
            className="rounded-full px-2 py-1 text-sm text-muted hover:bg-canvas"
            aria-label={t('listings.map.closeSelection')}
            onClick={() => onSelect(null)}
          >
            ×
          </button>
        </div>
      )}
    </section>
  );
}
