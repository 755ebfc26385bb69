import { type CreateExperienceSlotBody, HOSTING_LIMITS, HOSTING_MESSAGES } from '@roamstead/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { experienceSlots } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { HostingService } from './service';

/** Scheduled time slots of a host's experience: only future ones are added or removed. */
export function experienceSlotsService(db: Db, hosting: HostingService) {
  async function ownedExperience(userId: number, listingId: number) {
    await hosting.requireHost(userId);
    const listing = await hosting.owned(userId, listingId);
    if (listing.kind !== 'experience') throw conflict(HOSTING_MESSAGES.slotsExperienceOnly);
    return listing;
  }

  return {
    async add(userId: number, listingId: number, body: CreateExperienceSlotBody) {
      const listing = await ownedExperience(userId, listingId);
      const startsAt = new Date(body.starts_at);
      if (startsAt.getTime() <= Date.now()) {
        throw badRequest(HOSTING_MESSAGES.slotPast, { starts_at: [HOSTING_MESSAGES.slotPast] });
      }
      const [upcoming] = await db
        .select({ n: count() })
        .from(experienceSlots)
        .where(and(eq(experienceSlots.listingId, listingId), gt(experienceSlots.startsAt, new Date())));
      if ((upcoming?.n ?? 0) >= HOSTING_LIMITS.slotsMax) throw conflict(HOSTING_MESSAGES.slotLimit);
      const [row] = await db
        .insert(experienceSlots)
        .values({ listingId, startsAt, capacity: body.capacity ?? listing.maxGuests })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(HOSTING_MESSAGES.slotTaken, { starts_at: [HOSTING_MESSAGES.slotTaken] });
      return { id: row.id, starts_at: row.startsAt.toISOString(), capacity: row.capacity, seats_taken: row.seatsTaken };
    },

    /** Removes an upcoming slot nobody has booked; the conditional DELETE makes a racing booking win. */
    async remove(userId: number, listingId: number, slotId: number) {
      await ownedExperience(userId, listingId);
      const [slot] = await db
        .select()
        .from(experienceSlots)
        .where(and(eq(experienceSlots.id, slotId), eq(experienceSlots.listingId, listingId)));
      if (!slot) throw notFound();
      if (slot.startsAt.getTime() <= Date.now()) throw conflict(HOSTING_MESSAGES.slotEnded);
      const deleted = await db
        .delete(experienceSlots)
        .where(and(eq(experienceSlots.id, slotId), eq(experienceSlots.seatsTaken, 0)))
        .returning({ id: experienceSlots.id });
      if (deleted.length === 0) throw conflict(HOSTING_MESSAGES.slotBooked);
    },
  };
}
