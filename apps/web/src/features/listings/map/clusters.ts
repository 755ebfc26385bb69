import type { ListingCard } from '@roamstead/contract';
import Supercluster from 'supercluster';

/** Pins closer than this many pixels are grouped into one cluster (a price pin is about 60 px wide). */
const RADIUS_PX = 56;
/** Past this zoom every listing has its own pin (homes a street apart are told apart by then). */
export const MAX_CLUSTER_ZOOM = 16;

export type MapPoint =
  | { kind: 'listing'; listing: ListingCard }
  | { kind: 'cluster'; id: number; count: number; lat: number; lng: number; listingIds: number[] };

/** A clustering index of the results; `at` gives the pins and clusters of a view. */
export function clusterIndex(items: ListingCard[]) {
  // An extent of Leaflet's 256-px tile makes the radius screen pixels.
  const index = new Supercluster<{ id: number }>({ radius: RADIUS_PX, extent: 256, maxZoom: MAX_CLUSTER_ZOOM });
  const byId = new Map(items.map((l) => [l.id, l]));
  index.load(
    items.map((l) => ({
      type: 'Feature' as const,
      properties: { id: l.id },
      geometry: { type: 'Point' as const, coordinates: [l.lng, l.lat] },
    })),
  );
  return {
    /** The pins and clusters of every result at `zoom`. */
    at(zoom: number): MapPoint[] {
      // A map laid out before its container has a size has no zoom yet: group as zoomed out.
      const level = Number.isFinite(zoom) ? Math.round(zoom) : 0;
      return index.getClusters([-180, -90, 180, 90], level).flatMap((f): MapPoint[] => {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        if ('cluster' in f.properties && f.properties.cluster) {
          const id = f.properties.cluster_id;
          const listingIds = index.getLeaves(id, Number.POSITIVE_INFINITY).map((leaf) => leaf.properties.id);
          return [{ kind: 'cluster', id, count: f.properties.point_count, lat, lng, listingIds }];
        }
        const listing = byId.get((f.properties as { id: number }).id);
        return listing ? [{ kind: 'listing', listing }] : [];
      });
    },
    /** The zoom at which a cluster splits into smaller ones or pins. */
    expansionZoom: (clusterId: number) => index.getClusterExpansionZoom(clusterId),
  };
}
