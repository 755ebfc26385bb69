/** Map tiles: VITE_MAP_TILE_URL at build time, else OpenStreetMap. Without network the map shows no tiles and still works. */
export const MAP_TILE_URL: string =
  import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION = '&copy; OpenStreetMap contributors';
