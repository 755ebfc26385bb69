/** Arrival guides: the host's editor and the trip page's panel. */

export { ArrivalGuidePanel } from './ArrivalGuidePanel';
export { usePrefetchArrivalGuides } from './api';
