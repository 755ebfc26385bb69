import { CALENDAR_SYNC_LIMITS, CALENDAR_SYNC_MESSAGES } from '@roamstead/contract';
import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { hostileFeeds, ics } from '../../../test/feed-server';
import { parseFeed } from './parse-feed';

const today = '2026-11-23';
const wrap = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR'].join('\r\n');

describe('parseFeed', () => {
  it('reads all-day events as nights and leaves out past and cancelled ones', () => {
    const text = ics([
      { uid: 'a', from: '2026-12-01', to: '2026-12-04' },
      { uid: 'past', from: '2026-11-01', to: '2026-11-05' },
      { uid: 'gone', from: '2026-12-10', to: '2026-12-12', status: 'CANCELLED' },
      { uid: 'now', from: '2026-11-20', to: '2026-11-26' },
    ]);
    expect(parseFeed(text, today)).toEqual([
      { uid: 'a', from: '2026-12-01', to: '2026-12-04' },
      { uid: 'now', from: today, to: '2026-11-26' },
    ]);
  });

  it('turns timed events into the nights between their days, at least one', () => {
    const text = wrap(
      'BEGIN:VEVENT',
      'UID:t1',
      'DTSTART:20261201T150000Z',
      'DTEND:20261204T110000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:t2',
      'DTSTART;VALUE=DATE:20261210',
      'END:VEVENT',
    );
    expect(parseFeed(text, today)).toEqual([
      { uid: 't1', from: '2026-12-01', to: '2026-12-04' },
      { uid: 't2', from: '2026-12-10', to: '2026-12-11' },
    ]);
  });

  it('gives an event without a UID one made of its dates', () => {
    const text = wrap('BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203', 'END:VEVENT');
    const [first] = parseFeed(text, today);
    expect(first?.uid).toMatch(/^[0-9a-f]{32}$/);
    expect(parseFeed(text, today)[0]?.uid).toBe(first?.uid);
  });

  it.each([
    ['', CALENDAR_SYNC_MESSAGES.notCalendar],
    ['<html>Sign in</html>', CALENDAR_SYNC_MESSAGES.notCalendar],
    ['BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\n', CALENDAR_SYNC_MESSAGES.notCalendar],
    [wrap('BEGIN:VEVENT', 'UID:x', 'DTSTART;VALUE=DATE:2026zz01', 'END:VEVENT'), CALENDAR_SYNC_MESSAGES.badEvent],
    [wrap('BEGIN:VEVENT', 'UID:x', 'SUMMARY:No dates', 'END:VEVENT'), CALENDAR_SYNC_MESSAGES.badEvent],
  ])('refuses a malformed feed (%#)', (text, message) => {
    expect(() => parseFeed(text, today)).toThrow(message);
  });
});

describe('parseFeed on hostile feeds', () => {
  it('counts every event against the limit: cancelled, duplicate and past ones too', () => {
    const { maxEvents } = CALENDAR_SYNC_LIMITS;
    expect(hostileFeeds.withoutUids(36_000).length).toBeLessThan(2 * 1024 * 1024);
    for (const text of [
      hostileFeeds.withoutUids(36_000),
      hostileFeeds.withoutUids(maxEvents + 1),
      hostileFeeds.withoutUids(maxEvents + 1, 'CANCELLED'),
    ]) {
      expect(() => parseFeed(text, today)).toThrow(CALENDAR_SYNC_MESSAGES.tooManyEvents);
    }
    // A BEGIN line folded in two still counts.
    const folded = hostileFeeds.withoutUids(maxEvents + 1).replaceAll('BEGIN:VEVENT', 'BEGIN:VEV\r\n ENT');
    expect(() => parseFeed(folded, today)).toThrow(CALENDAR_SYNC_MESSAGES.tooManyEvents);
    expect(parseFeed(hostileFeeds.withoutUids(maxEvents), today)).toHaveLength(1);
  });

  it('reads each event without scanning its siblings (linear work)', () => {
    const scans = vi.spyOn(ICAL.Component.prototype, 'getAllSubcomponents');
    try {
      parseFeed(hostileFeeds.withoutUids(CALENDAR_SYNC_LIMITS.maxEvents), today);
      expect(scans.mock.calls.length).toBeLessThan(10);
    } finally {
      scans.mockRestore();
    }
  });
});
