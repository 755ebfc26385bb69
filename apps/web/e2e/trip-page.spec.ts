import { type APIRequestContext, expect } from '@playwright/test';
import { createUser, unique } from './support/accounts';
import { test } from './support/fixtures';
import { publishLisbonHome } from './support/listings';

// Two people on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A UTC calendar day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new guest with a confirmed stay at a new host's instant-book home. */
async function confirmedTrip(request: APIRequestContext) {
  const hostToken = await createUser(request, { email: `host-${unique()}@example.com` });
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: auth(hostToken) })).ok()).toBe(
    true,
  );
  const listingId = await publishLisbonHome(request, auth(hostToken), {
    title: `Graça trip flat ${unique()}`,
    instant_book: true,
  });
  const guestEmail = `guest-${unique()}@example.com`;
  const guestToken = await createUser(request, { email: guestEmail });
  const stay = { listing_id: listingId, checkin: day(30), checkout: day(32), guests: 1, currency: 'USD' };
  const quote = await (await request.post('/api/v1/bookings/quote', { data: stay })).json();
  const booked = await request.post('/api/v1/bookings', {
    headers: { ...auth(guestToken), 'idempotency-key': `e2e-${unique()}` },
    data: { ...stay, card_number: '4242424242424242', quoted_total: quote.data.total },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { guestEmail, guestToken, bookingId: (await booked.json()).data.id as number };
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`trip page: "Message host" opens the conversation; the guest's own cancellation reads "Cancelled by you" (${viewport.width} px)`, async ({
    page,
    request,
    signIn,
  }) => {
    await page.setViewportSize(viewport);
    const { guestEmail, guestToken, bookingId } = await confirmedTrip(request);
    await signIn(guestEmail, `/dashboard/guest/trips/${bookingId}`);
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    // An upcoming trip shows its cancellation terms.
    await expect(page.getByText(/^Cancellation policy:/)).toBeVisible();
    const message = page.getByRole('link', { name: 'Message host' });
    await expect(message).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`trip-${viewport.width}.png`), fullPage: true });
    await message.click();
    await expect(page).toHaveURL(/\/dashboard\/guest\/messages\/\d+$/);
    await expect(page.getByRole('textbox', { name: /message/i }).first()).toBeVisible();

    const cancelled = await request.post(`/api/v1/bookings/${bookingId}/cancel`, { headers: auth(guestToken) });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await page.goto(`/dashboard/guest/trips/${bookingId}`);
    await expect(page.getByText('Cancelled by you', { exact: true })).toBeVisible();
    await expect(page.getByText('Cancelled by guest')).toHaveCount(0);
  });

  test(`trip page: a completed trip shows no cancellation policy (${viewport.width} px)`, async ({
    page,
    request,
    signIn,
  }) => {
    await page.setViewportSize(viewport);
    const { guestEmail, guestToken, bookingId } = await confirmedTrip(request);
    const travelled = await request.post(`/api/v1/dev/bookings/${bookingId}/travel-past-checkout`, {
      headers: auth(guestToken),
    });
    expect(travelled.ok(), await travelled.text()).toBe(true);
    await signIn(guestEmail, `/dashboard/guest/trips/${bookingId}`);
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Message host' })).toBeVisible();
    await expect(page.getByText(/^Cancellation policy:/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`completed-${viewport.width}.png`), fullPage: true });
  });
}
