-- When each stay starts, fixed at booking (refund deadlines count from it). Existing bookings get
-- the slot's start or the check-in time on the arrival day in the listing's zone, as before.
ALTER TABLE "bookings" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
UPDATE "bookings" b SET "starts_at" = coalesce(
  (SELECT s."starts_at" FROM "experience_slots" s WHERE s."id" = b."slot_id"),
  (b."quote"->>'starts_at')::timestamptz,
  (SELECT (b."checkin" + l."check_in_time"::time) AT TIME ZONE p."timezone"
     FROM "listings" l JOIN "places" p ON p."id" = l."place_id" WHERE l."id" = b."listing_id"),
  (b."checkin" + time '15:00') AT TIME ZONE 'UTC',
  b."created_at"
);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "starts_at" SET NOT NULL;
