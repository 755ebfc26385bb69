import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/** A guest's named collection of saved listings; only its owner ever sees it. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves on rename and whenever a listing is saved into it or taken out. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wishlists_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id),
    // Names are unique per owner regardless of case ("Summer" and "summer" are the same list).
    uniqueIndex('wishlists_user_name_idx').on(t.userId, sql`lower(${t.name})`),
  ],
);

/** A listing saved in a wishlist: at most once per wishlist. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.wishlistId, t.listingId] }),
    index('wishlist_items_wishlist_created_idx').on(t.wishlistId, t.createdAt.desc()),
    // Deleting a listing cascades here.
    index('wishlist_items_listing_idx').on(t.listingId),
  ],
);
