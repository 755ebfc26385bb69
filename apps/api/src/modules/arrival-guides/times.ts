import { addDays } from '@roamstead/contract';
import { localInstant } from '../bookings';

const DAY_MS = 86_400_000;

export interface StayTimes {
  /** The arrival instant fixed at booking (check-in time in the listing's zone). */
  startsAt: Date;
  checkout: string;
  checkOutTime: string;
  timeZone: string | null;
}

/**
 * When a stay's guide opens and closes (docs/adr/0066): `releaseDays` whole days before the arrival
 * instant, and one day after the check-out time on the checkout day, in the listing's zone.
 */
export function guideWindow(stay: StayTimes, releaseDays: number) {
  return {
    releaseAt: new Date(stay.startsAt.getTime() - releaseDays * DAY_MS),
    closesAt: localInstant(addDays(stay.checkout, 1), stay.checkOutTime, stay.timeZone),
  };
}
