ALTER TABLE "places" ADD COLUMN "geoname_id" integer;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_geoname_id_unique" UNIQUE("geoname_id");