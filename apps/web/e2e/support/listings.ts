import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';

/**
 * A published home in Lisbon made through the hosting API, as a host would make it: created,
 * described (`fields` add to or override the defaults), given a photo, published (unless
 * `publish` is false: a complete draft). Returns its id.
 */
export async function publishLisbonHome(
  request: APIRequestContext,
  headers: Record<string, string>,
  fields: Record<string, unknown> & { title: string },
  { publish = true } = {},
) {
  const created = await request.post('/api/v1/hosting/listings', { data: { kind: 'home' }, headers });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  const category = (await (await request.get('/api/v1/categories')).json()).data[0];
  const place = (await (await request.get('/api/v1/hosting/places?q=Lisbon', { headers })).json()).data[0];
  const saved = await request.patch(`/api/v1/hosting/listings/${id}`, {
    headers,
    data: {
      category_id: category.id,
      property_type: 'apartment',
      place_id: place.id,
      address: '7 Travessa do Carmo, Lisbon',
      lat: place.lat,
      lng: place.lng,
      max_guests: 2,
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      description: 'A bright flat above a quiet square, with a balcony, fast Wi-Fi and a kitchen for long stays.',
      nightly_price: 12_000,
      currency: 'USD',
      min_nights: 1,
      max_nights: 30,
      cancellation_policy: 'moderate',
      check_in_time: '15:00',
      check_out_time: '11:00',
      ...fields,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const photo = await request.post(`/api/v1/hosting/listings/${id}/photos`, {
    headers,
    multipart: { photo: { name: 'room.png', mimeType: 'image/png', buffer }, alt: 'Living room' },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  if (!publish) return id;
  const published = await request.post(`/api/v1/hosting/listings/${id}/publish`, { headers });
  expect(published.ok(), await published.text()).toBe(true);
  return id;
}
