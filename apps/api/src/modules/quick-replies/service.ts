import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type CreateSchedule,
  DEFAULT_LANGUAGE,
  type FilledQuickReply,
  fillPlaceholders,
  QUICK_REPLY_LIMITS as L,
  QUICK_REPLY_MESSAGES as M,
  type QuickReply,
  type QuickReplyPlaceholder,
  type Schedule,
  type ScheduleList,
  type ScheduleTrigger,
  TRIGGERS_WITH_DAYS,
  type UpdateSchedule,
  type WriteQuickReply,
} from '@roamstead/contract';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  conversations,
  listings,
  places,
  quickReplies,
  scheduledMessageSends,
  scheduledMessages,
  users,
} from '../../db/schema';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../platform/errors';
import { localInstant } from '../bookings';
import { managedBy, mayOnListing } from '../cohosts';
import { type MessagingService, openConversation } from '../messages';
import { calendarListings } from '../multi-calendar';

const DAY_MS = 86_400_000;
/** A trigger missed by longer than this (the job was down, the schedule came later) is not sent. */
export const SEND_WINDOW_MS = DAY_MS;

/** A listing-local date (YYYY-MM-DD) in words, in `language`: "Fri 4 December 2026". */
export function formatStayDay(day: string, language: ContentLanguage) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const languageOf = (code: string | null | undefined): ContentLanguage =>
  CONTENT_LANGUAGES.find((l) => l === code) ?? DEFAULT_LANGUAGE;

/** What the placeholders stand for in one guest's thread: dates in the guest's language. */
export function placeholderValues(stay: {
  guestFirstName: string | null;
  guestLanguage: string | null;
  listingTitle: string | null;
  checkin: string | null;
  checkout: string | null;
}): Partial<Record<QuickReplyPlaceholder, string>> {
  const language = languageOf(stay.guestLanguage);
  return {
    ...(stay.guestFirstName ? { guest_name: stay.guestFirstName } : {}),
    ...(stay.listingTitle ? { listing_name: stay.listingTitle } : {}),
    ...(stay.checkin ? { checkin_date: formatStayDay(stay.checkin, language) } : {}),
    ...(stay.checkout ? { checkout_date: formatStayDay(stay.checkout, language) } : {}),
  };
}

/** The listing-local day a schedule fires for a stay. */
export function triggerDay(trigger: ScheduleTrigger, days: number, checkin: string, checkout: string) {
  const shift = (day: string, by: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);
  switch (trigger) {
    case 'before_checkin':
      return shift(checkin, -days);
    case 'checkin_day':
      return checkin;
    case 'checkout_day':
      return checkout;
    case 'after_checkout':
      return shift(checkout, days);
  }
}

/** States a stay is sent messages in: confirmed, or (after checkout) completed. Never cancelled. */
const SENDABLE: Record<ScheduleTrigger, Array<'accepted' | 'completed'>> = {
  before_checkin: ['accepted'],
  checkin_day: ['accepted'],
  checkout_day: ['accepted', 'completed'],
  after_checkout: ['accepted', 'completed'],
};

export interface QuickRepliesDeps {
  db: Db;
  messaging: Pick<MessagingService, 'sendClaimed'>;
  now?: () => Date;
}

/** Hosts' saved replies, filling them for a thread, and the scheduled messages that send them (ADR 0065). */
export function quickRepliesService({ db, messaging, now = () => new Date() }: QuickRepliesDeps) {
  const scheduleDays = (trigger: ScheduleTrigger, days: number | undefined) =>
    TRIGGERS_WITH_DAYS.includes(trigger) ? (days ?? L.days.min) : 0;

  /** The host's own template, or 404 as if it did not exist. */
  async function ownTemplate(hostId: number, id: number) {
    const [row] = await db
      .select()
      .from(quickReplies)
      .where(and(eq(quickReplies.id, id), eq(quickReplies.hostId, hostId)));
    if (!row) throw notFound();
    return row;
  }

  async function list(hostId: number): Promise<QuickReply[]> {
    const rows = await db
      .select({
        row: quickReplies,
        // Spelled out: in a one-table select drizzle writes the column without its table.
        schedules: sql<number>`(select count(*)::int from scheduled_messages s where s.template_id = "quick_replies"."id")`,
      })
      .from(quickReplies)
      .where(eq(quickReplies.hostId, hostId))
      .orderBy(asc(quickReplies.name), asc(quickReplies.id));
    return rows.map(({ row, schedules }) => ({
      id: row.id,
      name: row.name,
      body: row.body,
      schedules: Number(schedules),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async function one(hostId: number, id: number) {
    const found = (await list(hostId)).find((r) => r.id === id);
    if (!found) throw notFound();
    return found;
  }

  /** The template on `templateId` must be the user's; listing ids must be homes they may manage. */
  async function checkScheduleTargets(userId: number, templateId: number, listingIds: readonly number[]) {
    const [template] = await db
      .select({ id: quickReplies.id })
      .from(quickReplies)
      .where(and(eq(quickReplies.id, templateId), eq(quickReplies.hostId, userId)));
    if (!template) throw unprocessable(M.templateNotFound, 'template_id');
    const homes = await calendarListings(db, userId, now(), listingIds, 'manage');
    if (homes.length !== new Set(listingIds).size) throw unprocessable(M.listingNotYours, 'listing_ids');
  }

  /**
   * Schedules `userId` sees: those they wrote on homes they may still manage, and every schedule on
   * the homes they own (their co-hosts' too).
   */
  const visibleTo = (userId: number) =>
    or(
      and(eq(scheduledMessages.hostId, userId), managedBy(userId, 'manage', listings.id, listings.hostId)),
      eq(listings.hostId, userId),
    );

  /** A schedule the user may change: the author while they manage its home, or the home's owner. */
  async function changeable(userId: number, id: number) {
    const [row] = await db
      .select({
        listingId: scheduledMessages.listingId,
        authorId: scheduledMessages.hostId,
        templateId: scheduledMessages.templateId,
      })
      .from(scheduledMessages)
      .innerJoin(listings, eq(listings.id, scheduledMessages.listingId))
      .where(and(eq(scheduledMessages.id, id), visibleTo(userId)));
    if (!row) throw notFound();
    return row;
  }

  async function schedules(userId: number): Promise<ScheduleList> {
    const rows = await db
      .select({
        s: scheduledMessages,
        listingTitle: listings.title,
        templateName: quickReplies.name,
        authorName: sql<string>`coalesce(${users.firstName}, '')`,
        sent: sql<number>`(select count(*)::int from scheduled_message_sends d where d.schedule_id = ${scheduledMessages.id} and d.message_id is not null)`,
      })
      .from(scheduledMessages)
      .innerJoin(listings, eq(listings.id, scheduledMessages.listingId))
      .innerJoin(quickReplies, eq(quickReplies.id, scheduledMessages.templateId))
      .innerJoin(users, eq(users.id, scheduledMessages.hostId))
      .where(visibleTo(userId))
      .orderBy(asc(listings.title), asc(scheduledMessages.id));
    const homes = await calendarListings(db, userId, now(), undefined, 'manage');
    return {
      items: rows.map(
        (r): Schedule => ({
          id: r.s.id,
          listing_id: r.s.listingId,
          listing_title: r.listingTitle,
          template_id: r.s.templateId,
          template_name: r.templateName,
          trigger: r.s.trigger,
          days: r.s.days,
          hour: r.s.hour,
          enabled: r.s.enabled,
          sent: Number(r.sent),
          author_name: r.authorName,
          mine: r.s.hostId === userId,
        }),
      ),
      listings: homes.map((h) => ({ id: h.id, title: h.title })),
    };
  }

  return {
    list,

    async create(hostId: number, body: WriteQuickReply) {
      const [mine] = await db.select({ n: count() }).from(quickReplies).where(eq(quickReplies.hostId, hostId));
      if ((mine?.n ?? 0) >= L.perHost) throw conflict(M.tooMany);
      const [row] = await db
        .insert(quickReplies)
        .values({ hostId, name: body.name, body: body.body })
        .returning({ id: quickReplies.id });
      if (!row) throw new Error('quick reply not stored');
      return one(hostId, row.id);
    },

    async update(hostId: number, id: number, body: WriteQuickReply) {
      await ownTemplate(hostId, id);
      await db
        .update(quickReplies)
        .set({ name: body.name, body: body.body, updatedAt: now() })
        .where(and(eq(quickReplies.id, id), eq(quickReplies.hostId, hostId)));
      return one(hostId, id);
    },

    /** Deletes the template and the schedules that send it. */
    async remove(hostId: number, id: number) {
      await ownTemplate(hostId, id);
      await db.delete(quickReplies).where(and(eq(quickReplies.id, id), eq(quickReplies.hostId, hostId)));
    },

    /**
     * The caller's and the listing owner's templates filled for one thread: its guest, listing and
     * stay dates (the linked booking's, else the dates asked about). For the owner and the co-hosts
     * who answer its guests (ADR 0077); 404 to anyone else, 403 to the thread's guest.
     */
    async filled(userId: number, conversationId: number): Promise<FilledQuickReply[]> {
      const [thread] = await db
        .select({
          hostId: conversations.hostId,
          guestId: conversations.guestId,
          listingId: conversations.listingId,
          guestFirstName: users.firstName,
          guestLanguage: users.language,
          listingTitle: listings.title,
          checkin: sql<string | null>`coalesce(${bookings.checkin}, ${conversations.checkIn})`,
          checkout: sql<string | null>`coalesce(${bookings.checkout}, ${conversations.checkOut})`,
        })
        .from(conversations)
        .leftJoin(users, eq(users.id, conversations.guestId))
        .leftJoin(listings, eq(listings.id, conversations.listingId))
        .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
        .where(eq(conversations.id, conversationId));
      // A thread whose host account was deleted has no quick replies.
      if (!thread || thread.hostId === null) throw notFound();
      if (thread.guestId === userId) throw forbidden(M.hostOnly);
      const answers =
        thread.hostId === userId ||
        (thread.listingId !== null && (await mayOnListing(db, userId, thread.listingId, 'inbox')));
      if (!answers) throw notFound();
      const values = placeholderValues(thread);
      // A co-host's own quick replies first, then the owner's.
      const templates = thread.hostId === userId ? [] : await list(userId);
      return [...templates, ...(await list(thread.hostId))].map((r) => ({
        id: r.id,
        name: r.name,
        text: fillPlaceholders(r.body, values),
      }));
    },

    schedules,

    /** The same rule for each listing given, in one transaction. */
    async createSchedules(hostId: number, body: CreateSchedule) {
      const listingIds = [...new Set(body.listing_ids)];
      await checkScheduleTargets(hostId, body.template_id, listingIds);
      const [mine] = await db
        .select({ n: count() })
        .from(scheduledMessages)
        .where(eq(scheduledMessages.hostId, hostId));
      if ((mine?.n ?? 0) + listingIds.length > L.schedulesPerHost) throw conflict(M.tooManySchedules);
      await db.insert(scheduledMessages).values(
        listingIds.map((listingId) => ({
          hostId,
          listingId,
          templateId: body.template_id,
          trigger: body.trigger,
          days: scheduleDays(body.trigger, body.days),
          hour: body.hour,
          enabled: body.enabled ?? true,
        })),
      );
      return schedules(hostId);
    },

    /** The author changes anything; the home's owner may pause it or change its timing, not its quick reply. */
    async updateSchedule(userId: number, id: number, body: UpdateSchedule) {
      const row = await changeable(userId, id);
      if (row.authorId === userId) await checkScheduleTargets(userId, body.template_id, [row.listingId]);
      else if (body.template_id !== row.templateId) throw unprocessable(M.templateNotFound, 'template_id');
      await db
        .update(scheduledMessages)
        .set({
          templateId: body.template_id,
          trigger: body.trigger,
          days: scheduleDays(body.trigger, body.days),
          hour: body.hour,
          enabled: body.enabled ?? true,
        })
        .where(eq(scheduledMessages.id, id));
      return schedules(userId);
    },

    /** By its author while they manage its home, or by the home's owner. */
    async removeSchedule(userId: number, id: number) {
      await changeable(userId, id);
      await db.delete(scheduledMessages).where(eq(scheduledMessages.id, id));
    },

    /**
     * Sends every scheduled message that is due: at or after its local hour on its day, within a
     * day of it, for a stay still in a sendable state. Each (schedule, booking) is sent at most once
     * whichever processes run this at the same time (the claim row is written with the message).
     * Returns what this run sent.
     */
    async sendDue() {
      const at = now();
      const today = at.toISOString().slice(0, 10);
      const dayOf = sql<string>`(case ${scheduledMessages.trigger}
        when 'before_checkin' then ${bookings.checkin} - ${scheduledMessages.days}
        when 'checkin_day' then ${bookings.checkin}
        when 'checkout_day' then ${bookings.checkout}
        else ${bookings.checkout} + ${scheduledMessages.days} end)`;
      const due = await db
        .select({
          scheduleId: scheduledMessages.id,
          trigger: scheduledMessages.trigger,
          days: scheduledMessages.days,
          hour: scheduledMessages.hour,
          body: quickReplies.body,
          bookingId: bookings.id,
          state: bookings.state,
          guestId: bookings.guestId,
          authorId: scheduledMessages.hostId,
          hostId: listings.hostId,
          listingId: bookings.listingId,
          checkin: bookings.checkin,
          checkout: bookings.checkout,
          listingTitle: listings.title,
          timeZone: places.timezone,
          guestFirstName: users.firstName,
          guestLanguage: users.language,
        })
        .from(scheduledMessages)
        .innerJoin(quickReplies, eq(quickReplies.id, scheduledMessages.templateId))
        // Sent while its author may manage the home: the owner, or a co-host with full access.
        .innerJoin(
          listings,
          and(
            eq(listings.id, scheduledMessages.listingId),
            managedBy(scheduledMessages.hostId, 'manage', listings.id, listings.hostId),
          ),
        )
        .leftJoin(places, eq(places.id, listings.placeId))
        .innerJoin(bookings, eq(bookings.listingId, scheduledMessages.listingId))
        .leftJoin(users, eq(users.id, bookings.guestId))
        .leftJoin(
          scheduledMessageSends,
          and(
            eq(scheduledMessageSends.scheduleId, scheduledMessages.id),
            eq(scheduledMessageSends.bookingId, bookings.id),
          ),
        )
        .where(
          and(
            eq(scheduledMessages.enabled, true),
            inArray(bookings.state, ['accepted', 'completed']),
            eq(bookings.hostId, listings.hostId),
            isNull(scheduledMessageSends.bookingId),
            // Local days are within a day of UTC's, and a day late is too late: the exact instant
            // is checked below.
            sql`${dayOf} between ${today}::date - 2 and ${today}::date + 1`,
          ),
        )
        // The earliest first, so stays not yet due never crowd out those that are.
        .orderBy(asc(dayOf), asc(scheduledMessages.hour), asc(bookings.id))
        .limit(1000);

      const sent: Array<{ scheduleId: number; bookingId: number; messageId: number }> = [];
      let failure: unknown;
      for (const stay of due) {
        if (stay.checkin === null || stay.checkout === null || stay.guestId === null || stay.listingId === null)
          continue;
        if (!SENDABLE[stay.trigger].includes(stay.state as 'accepted' | 'completed')) continue;
        const day = triggerDay(stay.trigger, stay.days, stay.checkin, stay.checkout);
        const sendAt = localInstant(day, `${String(stay.hour).padStart(2, '0')}:00`, stay.timeZone);
        if (sendAt > at || at.getTime() - sendAt.getTime() >= SEND_WINDOW_MS) continue;
        const claim = { scheduleId: stay.scheduleId, bookingId: stay.bookingId };
        try {
          const { id: conversationId } = await openConversation(db, {
            guestId: stay.guestId,
            hostId: stay.hostId,
            listingId: stay.listingId,
          });
          const message = await messaging.sendClaimed(
            stay.authorId,
            conversationId,
            fillPlaceholders(stay.body, placeholderValues(stay)),
            {
              take: async (tx) =>
                (
                  await tx
                    .insert(scheduledMessageSends)
                    .values({ ...claim, sentAt: at })
                    .onConflictDoNothing()
                    .returning({ id: scheduledMessageSends.bookingId })
                ).length > 0,
              record: async (tx, messageId) => {
                await tx
                  .update(scheduledMessageSends)
                  .set({ messageId })
                  .where(
                    and(
                      eq(scheduledMessageSends.scheduleId, claim.scheduleId),
                      eq(scheduledMessageSends.bookingId, claim.bookingId),
                    ),
                  );
              },
            },
          );
          if (message) sent.push({ ...claim, messageId: message.id });
        } catch (err) {
          if (err instanceof AppError && err.status === 403) {
            // Blocked either way, or the guest left: nothing is sent, and it is not tried again.
            await db
              .insert(scheduledMessageSends)
              .values({ ...claim, sentAt: at })
              .onConflictDoNothing();
          } else {
            failure ??= err;
          }
        }
      }
      // One stay's failure does not hold back the others; the job runner logs it and runs again.
      if (failure) throw failure;
      return sent;
    },
  };
}

export type QuickRepliesService = ReturnType<typeof quickRepliesService>;
