-- A search card's photos live on the listing row (cover first), so a page of results reads one
-- row per card instead of gathering each card's photos (docs/adr/0037). Statement triggers keep the
-- column in step with listing_photos, whoever writes them (hosting, seed, tests).
ALTER TABLE "listings" ADD COLUMN "card_photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE FUNCTION "listing_card_photos"("listing" integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'id', ph.id, 'alt', ph.alt, 'key', ph.storage_key, 'width', ph.width, 'height', ph.height
         ) ORDER BY ph.is_cover DESC, ph.position, ph.id), '[]'::jsonb)
    FROM listing_photos ph WHERE ph.listing_id = "listing"
$$;--> statement-breakpoint
CREATE FUNCTION "refresh_card_photos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE listings SET card_photos = listing_card_photos(id) WHERE id IN (SELECT listing_id FROM changed_new);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE listings SET card_photos = listing_card_photos(id) WHERE id IN (SELECT listing_id FROM changed_old);
  ELSE
    UPDATE listings SET card_photos = listing_card_photos(id)
     WHERE id IN (SELECT listing_id FROM changed_new UNION SELECT listing_id FROM changed_old);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listing_photos_added" AFTER INSERT ON "listing_photos"
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION refresh_card_photos();--> statement-breakpoint
CREATE TRIGGER "listing_photos_changed" AFTER UPDATE ON "listing_photos"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION refresh_card_photos();--> statement-breakpoint
CREATE TRIGGER "listing_photos_removed" AFTER DELETE ON "listing_photos"
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION refresh_card_photos();--> statement-breakpoint
UPDATE "listings" SET "card_photos" = listing_card_photos("id") WHERE "id" IN (SELECT "listing_id" FROM "listing_photos");--> statement-breakpoint
-- The recommended order (the default sort) covers every column a search filters on but the
-- amenities, so a page of a big result walks it without reading the table (docs/adr/0037).
DROP INDEX IF EXISTS "listings_score_idx";--> statement-breakpoint
CREATE INDEX "listings_score_idx" ON "listings" USING btree ("recommended_score" DESC NULLS LAST,"id")
  INCLUDE ("place_id","lng","lat","nightly_price_usd","kind","category_id","property_type","max_guests","bedrooms","beds","bathrooms","min_nights","max_nights","instant_book")
  WHERE status = 'published';
