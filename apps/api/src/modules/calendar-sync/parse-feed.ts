import { createHash } from 'node:crypto';
import { addDays, CALENDAR_SYNC_LIMITS, CALENDAR_SYNC_MESSAGES } from '@roamstead/contract';
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

/**
 * Reads the events of an iCalendar text with ical.js: cancelled events and events ending before
 * `today` are left out (a cancelled event frees its nights like a vanished one); timed events
 * cover the nights from their start day to their end day (at least one night). An event without
 * a UID gets one made of its dates, so it is matched again while they stay the same.
 */
export function parseFeed(text: string, today: string): FeedEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new FeedError(CALENDAR_SYNC_MESSAGES.notCalendar);
  }
  if (root.name !== 'vcalendar') throw new FeedError(CALENDAR_SYNC_MESSAGES.notCalendar);
  const events = new Map<string, FeedEvent>();
  for (const vevent of root.getAllSubcomponents('vevent')) {
    if (events.size >= CALENDAR_SYNC_LIMITS.maxEvents) break;
    if (String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    // A changed occurrence of a recurring event is not a stay of its own.
    if (vevent.hasProperty('recurrence-id')) continue;
    let from: string;
    let to: string;
    let uid: string;
    try {
      const event = new ICAL.Event(vevent);
      from = dayOf(event.startDate);
      to = event.endDate ? dayOf(event.endDate) : addDays(from, 1);
      uid = event.uid;
    } catch {
      // Dropping an unreadable event would free its nights: refuse the whole feed instead.
      throw new FeedError(CALENDAR_SYNC_MESSAGES.badEvent);
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) {
      throw new FeedError(CALENDAR_SYNC_MESSAGES.badEvent);
    }
    if (to <= from) to = addDays(from, 1);
    if (to <= today) continue;
    uid ||= createHash('sha256').update(`${from}/${to}`).digest('hex').slice(0, 32);
    events.set(uid, { uid, from: from < today ? today : from, to });
  }
  return [...events.values()];
}
