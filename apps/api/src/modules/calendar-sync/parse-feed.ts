import { createHash } from 'node:crypto';
import { CALENDAR_SYNC_LIMITS, CALENDAR_SYNC_MESSAGES, isoDate } from '@roamstead/contract';
import ICAL from 'ical.js';
import { FeedError } from './fetch-feed';

/** One event of a feed as nights: `[from, to)`, like an all-day DTSTART/DTEND. */
export interface FeedEvent {
  uid: string;
  from: string;
  to: string;
}

const dayOf = (t: ICAL.Time) =>
  `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;

const day = isoDate();

const nextDay = (t: ICAL.Time) => {
  const next = t.clone();
  next.adjust(1, 0, 0, 0);
  return dayOf(next);
};

/**
 * Reads the events of an iCalendar text with ical.js: cancelled events and events ending before
 * `today` are left out (a cancelled event frees its nights like a vanished one); timed events
 * cover the nights from their start day to their end day (at least one night). An event without
 * a UID gets one made of its dates, so it is matched again while they stay the same.
 *
 * Work grows with the text alone: every VEVENT counts against CALENDAR_SYNC_LIMITS.maxEvents
 * (cancelled, past and duplicate ones too), and no event looks at its siblings.
 */
export function parseFeed(text: string, today: string): FeedEvent[] {
  // Cheap first count, before ical.js builds the whole tree; the count of the tree below also
  // catches a BEGIN line folded in two.
  if ((text.match(/^BEGIN:VEVENT\r?$/gim)?.length ?? 0) > CALENDAR_SYNC_LIMITS.maxEvents) {
    throw new FeedError(CALENDAR_SYNC_MESSAGES.tooManyEvents);
  }
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new FeedError(CALENDAR_SYNC_MESSAGES.notCalendar);
  }
  if (root.name !== 'vcalendar') throw new FeedError(CALENDAR_SYNC_MESSAGES.notCalendar);
  const vevents = root.getAllSubcomponents('vevent');
  if (vevents.length > CALENDAR_SYNC_LIMITS.maxEvents) throw new FeedError(CALENDAR_SYNC_MESSAGES.tooManyEvents);
  const events = new Map<string, FeedEvent>();
  for (const vevent of vevents) {
    if (String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    // A changed occurrence of a recurring event is not a stay of its own.
    if (vevent.hasProperty('recurrence-id')) continue;
    let from: string;
    let to: string;
    let uid: string;
    try {
      // Without `exceptions`, ical.js scans every sibling VEVENT for changed occurrences: quadratic.
      const event = new ICAL.Event(vevent, { exceptions: [] });
      from = dayOf(event.startDate);
      to = event.endDate ? dayOf(event.endDate) : nextDay(event.startDate);
      if (to <= from) to = nextDay(event.startDate);
      uid = event.uid;
    } catch {
      // Dropping an unreadable event would free its nights: refuse the whole feed instead.
      throw new FeedError(CALENDAR_SYNC_MESSAGES.badEvent);
    }
    if (!day.safeParse(from).success || !day.safeParse(to).success) {
      throw new FeedError(CALENDAR_SYNC_MESSAGES.badEvent);
    }
    if (to <= today) continue;
    uid ||= createHash('sha256').update(`${from}/${to}`).digest('hex').slice(0, 32);
    events.set(uid, { uid, from: from < today ? today : from, to });
  }
  return [...events.values()];
}
