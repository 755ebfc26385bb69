-- The search picks its page of ids from the covering indexes alone (then reads those rows), so the
-- sort keys join the INCLUDE lists of 0009: rating, review count and publication time.
DROP INDEX IF EXISTS "listings_place_price_idx";--> statement-breakpoint
CREATE INDEX "listings_place_price_idx" ON "listings" USING btree ("place_id","nightly_price_usd")
  INCLUDE ("id","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","recommended_score","rating_avg","review_count","published_at")
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_location_gist_idx";--> statement-breakpoint
CREATE INDEX "listings_location_gist_idx" ON "listings" USING gist (point("lng", "lat"))
  INCLUDE ("id","lng","lat","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","nightly_price_usd","recommended_score","rating_avg","review_count","published_at")
  WHERE status = 'published';
