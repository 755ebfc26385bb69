-- Map bounds become two ranges on a B-tree (longitude, then latitude) instead of a box on a GiST
-- index: a city-sized box over 5 500 listings counted in ~1 ms instead of ~6 ms, because B-tree
-- entries are far cheaper to step through. The INCLUDE list keeps map searches index-only.
DROP INDEX IF EXISTS "listings_location_gist_idx";--> statement-breakpoint
CREATE INDEX "listings_location_idx" ON "listings" USING btree ("lng","lat")
  INCLUDE ("id","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","nightly_price_usd","recommended_score","rating_avg","review_count","published_at")
  WHERE status = 'published';
