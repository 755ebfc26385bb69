import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

const stars = (name: string) => smallint(name).notNull();

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: stars('rating'),
    cleanliness: stars('cleanliness'),
    accuracy: stars('accuracy'),
    checkIn: stars('check_in'),
    communication: stars('communication'),
    location: stars('location'),
    value: stars('value'),
    body: text('body').notNull(),
    /** Set while an operator hides the review (docs/adr/0074): it leaves the listing's page and rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_listing_idx').on(t.listingId, t.createdAt.desc()),
    index('reviews_author_idx').on(t.authorId),
    check(
      'reviews_stars_check',
      sql`${t.rating} between 1 and 5 and ${t.cleanliness} between 1 and 5 and ${t.accuracy} between 1 and 5
        and ${t.checkIn} between 1 and 5 and ${t.communication} between 1 and 5 and ${t.location} between 1 and 5
        and ${t.value} between 1 and 5`,
    ),
  ],
);
