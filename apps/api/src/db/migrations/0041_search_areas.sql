-- A search looks through disjoint areas, one index scan each (docs/adr/0086): the place's listings
-- outside the box around it are read off the place index, which needs their coordinates to be
-- index-only too. A category without a place or map box is counted along the category's index,
-- covering like the others; experiences, few, are found through the kind's.
DROP INDEX IF EXISTS "listings_place_price_idx";--> statement-breakpoint
CREATE INDEX "listings_place_price_idx" ON "listings" USING btree ("place_id","nightly_price_usd")
  INCLUDE ("id","lng","lat","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","recommended_score","rating_avg","review_count","published_at","advance_notice_days","booking_window_months","preparation_nights","amenities")
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_category_price_idx";--> statement-breakpoint
CREATE INDEX "listings_category_price_idx" ON "listings" USING btree ("category_id","nightly_price_usd")
  INCLUDE ("id","place_id","lng","lat","kind","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","recommended_score","rating_avg","review_count","published_at","advance_notice_days","booking_window_months","preparation_nights","amenities")
  WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "listings_kind_idx" ON "listings" USING btree ("kind") WHERE status = 'published';
