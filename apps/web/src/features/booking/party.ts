import { COMPANION_LIMITS } from '@roamstead/contract/constants';
import type { Party } from '../../ui/GuestCounts';

const count = (params: URLSearchParams, key: string, max: number) =>
  Math.min(Math.max(Math.trunc(Number(params.get(key))) || 0, 0), max);

/** The party a search carried over (`guests` counts adults and children), within the listing's limits. */
export function partyFromParams(params: URLSearchParams, maxGuests: number, petsAllowed: boolean): Party {
  const guests = Math.max(count(params, 'guests', maxGuests), 1);
  const children = count(params, 'children', guests - 1);
  return {
    adults: guests - children,
    children,
    infants: count(params, 'infants', COMPANION_LIMITS.maxInfants),
    pets: petsAllowed ? count(params, 'pets', COMPANION_LIMITS.maxPets) : 0,
  };
}

/** Writes `party` into `params` as the listing and checkout pages read it; zero counts are left out. */
export function writeParty(params: URLSearchParams, party: Party) {
  params.set('guests', String(party.adults + party.children));
  for (const key of ['children', 'infants', 'pets'] as const) {
    if (party[key]) params.set(key, String(party[key]));
    else params.delete(key);
  }
  return params;
}
