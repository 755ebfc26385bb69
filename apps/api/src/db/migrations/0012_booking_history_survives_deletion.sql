ALTER TABLE "bookings" DROP CONSTRAINT "bookings_home_or_slot_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_listing_id_listings_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_guest_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_host_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_slot_id_experience_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "guest_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "host_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "listing_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "listing_title" = "listings"."title" FROM "listings" WHERE "listings"."id" = "bookings"."listing_id";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_experience_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."experience_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_home_or_slot_check" CHECK (("bookings"."checkin" is not null and "bookings"."checkout" > "bookings"."checkin" and "bookings"."slot_id" is null) or ("bookings"."checkin" is null and "bookings"."checkout" is null));