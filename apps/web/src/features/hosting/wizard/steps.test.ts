import type { OwnListing } from '@roamstead/contract';
import { describe, expect, it } from 'vitest';
import { isStep, resumeStep, stepOfField, stepsFor } from './steps';

const listing = (kind: OwnListing['kind'], missing: Record<string, string>) => ({ kind, missing }) as OwnListing;

describe('wizard steps', () => {
  it('resumes at the first step that still misses something, else at the review', () => {
    expect(resumeStep(listing('home', { title: 'x', category_id: 'x', photos: 'x' }))).toBe('category');
    expect(resumeStep(listing('home', { nightly_price: 'x', photos: 'x' }))).toBe('photos');
    expect(resumeStep(listing('experience', { duration_minutes: 'x', lat: 'x' }))).toBe('location');
    expect(resumeStep(listing('home', {}))).toBe('review');
  });

  it('sends each field to the step of its kind that edits it', () => {
    expect(stepOfField('max_guests', 'home')).toBe('basics');
    expect(stepOfField('max_guests', 'experience')).toBe('details');
    expect(stepOfField('house_rules', 'home')).toBe('rules');
    expect(stepOfField('house_rules', 'experience')).toBe('details');
    expect(stepOfField('cancellation_policy', 'home')).toBe('pricing');
    expect(stepOfField('weekly_discount_percent', 'home')).toBe('discounts');
    for (const kind of ['home', 'experience'] as const) {
      for (const field of ['category_id', 'place_id', 'lat', 'photos', 'title', 'nightly_price', 'max_guests']) {
        expect(stepsFor(kind)).toContain(stepOfField(field, kind));
      }
    }
  });

  it('knows which steps each kind has', () => {
    expect(isStep('home', 'slots')).toBe(false);
    expect(isStep('experience', 'slots')).toBe(true);
    expect(isStep('home', 'amenities')).toBe(true);
    expect(isStep('home', null)).toBe(false);
  });
});
