-- Searches sorted by price, rating or newest walk those orders' indexes when many listings match
-- (docs/adr/0079): with the filters' columns in their INCLUDE lists, as the score index has them,
-- the walk is index-only instead of reading each passed listing's row.
DROP INDEX IF EXISTS "listings_price_idx";--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("nightly_price_usd","id")
  INCLUDE ("place_id","lng","lat","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","advance_notice_days","booking_window_months","preparation_nights")
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_recommended_idx";--> statement-breakpoint
CREATE INDEX "listings_recommended_idx" ON "listings" USING btree ("rating_avg" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id")
  INCLUDE ("place_id","lng","lat","nightly_price_usd","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","advance_notice_days","booking_window_months","preparation_nights")
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_published_at_idx";--> statement-breakpoint
CREATE INDEX "listings_published_at_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST,"id")
  INCLUDE ("place_id","lng","lat","nightly_price_usd","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","advance_notice_days","booking_window_months","preparation_nights")
  WHERE status = 'published';
