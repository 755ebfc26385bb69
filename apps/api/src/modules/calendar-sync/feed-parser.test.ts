import { CALENDAR_SYNC_MESSAGES } from '@roamstead/contract';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { hostileFeeds, ics } from '../../../test/feed-server';
import { feedParser } from './feed-parser';

const today = '2026-11-23';
const parser = feedParser();
afterAll(() => parser.close());

describe('feedParser: feeds read on a worker thread', () => {
  it('answers what parseFeed reads, and its refusals', async () => {
    expect(await parser.parse(ics([{ uid: 'a', from: '2026-12-01', to: '2026-12-04' }]), today)).toEqual([
      { uid: 'a', from: '2026-12-01', to: '2026-12-04' },
    ]);
    await expect(parser.parse('<html>', today)).rejects.toThrow(CALENDAR_SYNC_MESSAGES.notCalendar);
    await expect(parser.parse(hostileFeeds.withoutUids(36_000), today)).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.tooManyEvents,
    );
  });

  it('reads a 2 MB feed on the worker, not on this thread', async () => {
    const parseHere = vi.spyOn(ICAL, 'parse');
    try {
      const events = await parser.parse(hostileFeeds.longDescription(2_000_000), today);
      expect(events.map((e) => e.uid)).toEqual(['long']);
      expect(parseHere).not.toHaveBeenCalled();
    } finally {
      parseHere.mockRestore();
    }
  });

  it('refuses a feed that outlasts the time budget, then reads the next one on a new worker', async () => {
    const hurried = feedParser(100);
    try {
      await hurried.parse(ics([]), today);
      // Far past the size limit of a download: seconds of work, or more than the worker's heap.
      await expect(hurried.parse(hostileFeeds.manyProperties(1_000_000), today)).rejects.toThrow(
        CALENDAR_SYNC_MESSAGES.tooComplex,
      );
      await expect(hurried.parse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', today)).resolves.toEqual([]);
    } finally {
      await hurried.close();
    }
  });
});
