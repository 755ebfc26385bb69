import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResult } from '@roamstead/contract';
import { addDays, todayUtc } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { parseCsv } from '../../../test/csv';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { payouts } from '../../db/schema';
import { bookingBody, day, newKey, type StayRequest } from '../bookings/fixtures';
import { csvLine } from './csv';

let t: TestApp;
let host: AuthResult;
let guest: AuthResult;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rs-money-')) });
  host = await signUp(t.app, { role: 'host', firstName: 'Mona' });
  guest = await signUp(t.app, { firstName: '=HYPERLINK("x")' });
  const usd = await insertListing(t.database.db, {
    hostId: host.user.id,
    title: 'Loft, "the blue one"',
    nightlyPrice: 10_000,
    cleaningFee: 2_500,
    currency: 'USD',
    instantBook: true,
    maxNights: 30,
  });
  const eur = await insertListing(t.database.db, {
    hostId: host.user.id,
    title: 'Casa Ribeira',
    nightlyPrice: 9_999,
    currency: 'EUR',
    instantBook: true,
    maxNights: 30,
  });
  await book({ listing_id: usd.id, checkin: day(10), checkout: day(13) });
  await book({ listing_id: eur.id, checkin: day(20), checkout: day(22) });
  await book({ listing_id: usd.id, checkin: day(40), checkout: day(41) });
  // The first stay is already paid out, as the payout sweep would after check-in.
  const [first] = await t.database.db.select().from(payouts).orderBy(payouts.id).limit(1);
  await t.database.db
    .update(payouts)
    .set({ status: 'paid', paidAt: new Date(`${day(11)}T08:00:00Z`) })
    .where(eq(payouts.id, first?.id ?? 0));
});
afterAll(async () => t?.close());

const get = (url: string, who: AuthResult = host) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(who.token) });

async function book(stay: StayRequest) {
  const q = await t.app.inject({ method: 'POST', url: '/api/v1/bookings/quote', payload: { guests: 1, ...stay } });
  expect(q.statusCode, q.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody(stay, q.json().data.total),
    headers: { ...bearer(guest.token), 'idempotency-key': newKey() },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const cents = (s: string | undefined) => Math.round(Number(s) * 100);

describe('earnings CSV', () => {
  it('has one row per payout and totals equal to the earnings API', async () => {
    const earnings = (await get('/host/earnings?currency=USD')).json().data;
    const res = await get(`/host/earnings/export.csv?from=${addDays(todayUtc(), -400)}&to=${day(400)}&currency=USD`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="roamstead-earnings-.+\.csv"$/);
    const [header, ...rest] = parseCsv(res.body);
    expect(header).toEqual([
      'Date',
      'Status',
      'Booking',
      'Listing',
      'Guest',
      'Check-in',
      'Nights',
      'Gross',
      'Host fee',
      'Payout',
      'Currency',
      'Gross (USD)',
      'Host fee (USD)',
      'Payout (USD)',
      'Role',
      'Co-host share',
      'Co-host share (USD)',
    ]);
    const total = rest.at(-1) ?? [];
    const rows = rest.slice(0, -1);
    expect(rows).toHaveLength(earnings.payouts.length);
    expect(total[0]).toBe('Total');
    const payoutCol = 13;
    const sum = rows.reduce((n, r) => n + cents(r[payoutCol]), 0);
    expect(cents(total[payoutCol])).toBe(sum);
    expect(sum).toBe(earnings.paid + earnings.upcoming);
    // The EUR stay keeps its own currency and is converted like the screen converts it.
    const eurRow = rows.find((r) => r[10] === 'EUR');
    expect(eurRow?.[3]).toBe('Casa Ribeira');
    expect(cents(eurRow?.[9])).toBe(
      earnings.payouts.find((p: { amount: { currency: string } }) => p.amount.currency === 'EUR').amount.amount,
    );
    // Titles with commas and quotes survive; a name that looks like a formula is not run as one.
    expect(rows[0]?.[3]).toBe('Loft, "the blue one"');
    expect(rows[0]?.[4]).toBe(`'=HYPERLINK("x")`);
    expect(rows[0]?.[1]).toBe('paid');
  });

  it('keeps to the date range, by the day each payout is filed under', async () => {
    const earnings = (await get('/host/earnings?currency=USD')).json().data;
    const from = day(15);
    const to = day(35);
    const res = await get(`/host/earnings/export.csv?from=${from}&to=${to}&currency=USD`);
    const rows = parseCsv(res.body).slice(1, -1);
    expect(rows.map((r) => r[3])).toEqual(['Casa Ribeira']);
    const inRange = earnings.payouts
      .filter((p: { scheduled_for: string; paid_at: string | null }) => {
        const d = (p.paid_at ?? p.scheduled_for).slice(0, 10);
        return d >= from && d <= to;
      })
      .map((p: { id: number }) => p.id);
    expect(inRange).toHaveLength(1);
  });

  it('the earnings screen and the CSV of the same days hold the same payouts; by default, every payout', async () => {
    const all = (await get('/host/earnings?currency=USD')).json().data;
    const days = all.payouts.map((p: { scheduled_for: string; paid_at: string | null }) =>
      (p.paid_at ?? p.scheduled_for).slice(0, 10),
    );
    // The default range runs from the first payout to the last, across a new year if need be.
    expect(all.payouts).toHaveLength(3);
    expect({ from: all.from, to: all.to }).toEqual({ from: [...days].sort()[0], to: [...days].sort().at(-1) });
    for (const [from, to] of [
      [all.from, all.to],
      [day(15), day(35)],
      [day(-30), day(14)],
    ]) {
      const screen = (await get(`/host/earnings?currency=USD&from=${from}&to=${to}`)).json().data;
      expect({ from: screen.from, to: screen.to }).toEqual({ from, to });
      const csv = parseCsv((await get(`/host/earnings/export.csv?from=${from}&to=${to}&currency=USD`)).body);
      const rows = csv.slice(1, -1);
      expect(rows.map((r) => r[2])).toEqual(
        [...screen.payouts].reverse().map((p: { booking_id: number }) => `RS-${String(p.booking_id).padStart(6, '0')}`),
      );
      expect(cents(csv.at(-1)?.[13])).toBe(screen.paid + screen.upcoming);
      const months = screen.by_month.reduce(
        (n: number, m: { paid: number; upcoming: number }) => n + m.paid + m.upcoming,
        0,
      );
      expect(months).toBe(screen.paid + screen.upcoming);
    }
    const narrow = (await get(`/host/earnings?currency=USD&from=${day(15)}&to=${day(35)}`)).json().data;
    expect(narrow.payouts).toHaveLength(1);
    const bad = await get(`/host/earnings?from=${day(5)}&to=${day(1)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.to).toEqual(['The end date must not be before the start date.']);
  });

  it('refuses a backwards range and strangers see only their own', async () => {
    const bad = await get(`/host/earnings/export.csv?from=${day(5)}&to=${day(1)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.to).toEqual(['The end date must not be before the start date.']);
    const theirs = await get(`/host/earnings/export.csv?from=${day(-400)}&to=${day(400)}`, guest);
    expect(parseCsv(theirs.body)).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/host/earnings/export.csv' })).statusCode).toBe(401);
  });
});

describe('tax summary', () => {
  it('sums a year per listing and month, matching the CSV of that year', async () => {
    const year = Number(day(20).slice(0, 4));
    const res = await get(`/host/earnings/tax-summary?year=${year}&currency=USD`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    const csv = parseCsv(
      (await get(`/host/earnings/export.csv?from=${year}-01-01&to=${year}-12-31&currency=USD`)).body,
    );
    const rows = csv.slice(1, -1);
    expect(s.totals.bookings).toBe(rows.length);
    expect(s.totals.net).toBe(cents(csv.at(-1)?.[13]));
    expect(s.totals.gross).toBe(cents(csv.at(-1)?.[11]));
    expect(s.totals.paid + s.totals.upcoming).toBe(s.totals.net);
    expect(s.by_listing.reduce((n: number, l: { net: number }) => n + l.net, 0)).toBe(s.totals.net);
    expect(s.by_month.reduce((n: number, m: { bookings: number }) => n + m.bookings, 0)).toBe(s.totals.bookings);
    expect((await get('/host/earnings/tax-summary?year=1999')).statusCode).toBe(400);
  });
});

describe('csvLine', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'x\ny', null, 12])).toBe('a,"b,c","say ""hi""","x\ny",,12');
    expect(csvLine(['=1+1', '+1', '-1', '@SUM(A1)', 'ok'])).toBe("'=1+1,'+1,'-1,'@SUM(A1),ok");
  });
});
