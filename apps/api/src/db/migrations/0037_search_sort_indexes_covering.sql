-- Searches walk their sort's index when many listings match, count along the score index and
-- gather a place's or a map box's matches (docs/adr/0079): with every filter's columns in the
-- INCLUDE lists (the amenities too), each is index-only instead of reading the row of each
-- listing it passes.
DROP INDEX IF EXISTS "listings_place_price_idx";--> statement-breakpoint
CREATE INDEX "listings_place_price_idx" ON "listings" USING btree ("place_id","nightly_price_usd")
  INCLUDE ("id","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","recommended_score","rating_avg","review_count","published_at","advance_notice_days","booking_window_months","preparation_nights","amenities")
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_location_idx";--> statement-breakpoint
CREATE INDEX "listings_location_idx" ON "listings" USING btree ("lng","lat")
  INCLUDE ("id","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","nightly_price_usd","recommended_score","rating_avg","review_count","published_at","advance_notice_days","booking_window_months","preparation_nights","amenities")
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_score_idx";--> statement-breakpoint
CREATE INDEX "listings_score_idx" ON "listings" USING btree ("recommended_score" DESC NULLS LAST,"id")
  INCLUDE ("place_id","lng","lat","nightly_price_usd","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","advance_notice_days","booking_window_months","preparation_nights","amenities")
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_price_idx";--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("nightly_price_usd","id")
  INCLUDE ("place_id","lng","lat","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","advance_notice_days","booking_window_months","preparation_nights","amenities")
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_recommended_idx";--> statement-breakpoint
CREATE INDEX "listings_recommended_idx" ON "listings" USING btree ("rating_avg" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id")
  INCLUDE ("place_id","lng","lat","nightly_price_usd","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","advance_notice_days","booking_window_months","preparation_nights","amenities")
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_published_at_idx";--> statement-breakpoint
CREATE INDEX "listings_published_at_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST,"id")
  INCLUDE ("place_id","lng","lat","nightly_price_usd","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book","advance_notice_days","booking_window_months","preparation_nights","amenities")
  WHERE status = 'published';
