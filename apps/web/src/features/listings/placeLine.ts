/** "City, Region, Country", each name once: a city and a region of the same name read "Lisbon, Portugal". */
export const placeLine = (place: { name: string; region?: string | null; country?: string | null }) =>
  [place.name, place.region, place.country].filter((part, i, all) => part && all.indexOf(part) === i).join(', ');
