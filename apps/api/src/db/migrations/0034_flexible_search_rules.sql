-- Flexible dates test each listing's advance notice, booking window and preparation nights: they
-- join the INCLUDE lists of the place, map and score indexes so that flexible searches stay
-- index-only scans like the others (docs/adr/0073).
DROP INDEX IF EXISTS "listings_place_price_idx";--> statement-breakpoint
CREATE INDEX "listings_place_price_idx" ON "listings" USING btree ("place_id","nightly_price_usd")
  INCLUDE ("id","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","recommended_score","rating_avg","review_count","published_at","advance_notice_days","booking_window_months","preparation_nights")
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_location_idx";--> statement-breakpoint
CREATE INDEX "listings_location_idx" ON "listings" USING btree ("lng","lat")
  INCLUDE ("id","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","nightly_price_usd","recommended_score","rating_avg","review_count","published_at","advance_notice_days","booking_window_months","preparation_nights")
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_score_idx";--> statement-breakpoint
CREATE INDEX "listings_score_idx" ON "listings" USING btree ("recommended_score" DESC NULLS LAST,"id")
  INCLUDE ("place_id","lng","lat","nightly_price_usd","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","advance_notice_days","booking_window_months","preparation_nights")
  WHERE status = 'published';
