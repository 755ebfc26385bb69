import { type APIRequestContext, expect } from '@playwright/test';

/** The date `offset` days from today (UTC), as the API writes dates. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A guest's stay of `listingId` from `from` days ahead, two nights, paid with the test card; its id. */
export async function bookStay(request: APIRequestContext, token: string, listingId: number, from: number) {
  const stay = { listing_id: listingId, checkin: day(from), checkout: day(from + 2), guests: 1 };
  const quote = await request.post('/api/v1/bookings/quote', { data: stay });
  expect(quote.ok(), await quote.text()).toBe(true);
  const booked = await request.post('/api/v1/bookings', {
    headers: { ...bearer(token), 'idempotency-key': crypto.randomUUID() },
    data: { ...stay, currency: 'USD', card_number: '4242424242424242', quoted_total: (await quote.json()).data.total },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()).data.id as number;
}
