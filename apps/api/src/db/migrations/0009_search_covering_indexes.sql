-- Search counts and map searches read only these indexes (index-only scans), not 100 000 heap
-- pages: every column a search filters on is INCLUDEd. drizzle-kit cannot declare INCLUDE, so the
-- schema keeps the key columns and this migration adds the rest (see docs/adr/0008-search.md).
DROP INDEX IF EXISTS "listings_place_price_idx";--> statement-breakpoint
CREATE INDEX "listings_place_price_idx" ON "listings" USING btree ("place_id","nightly_price_usd")
  INCLUDE ("id","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","recommended_score")
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_location_gist_idx";--> statement-breakpoint
CREATE INDEX "listings_location_gist_idx" ON "listings" USING gist (point("lng", "lat"))
  INCLUDE ("id","lng","lat","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","nightly_price_usd","recommended_score")
  WHERE status = 'published';
