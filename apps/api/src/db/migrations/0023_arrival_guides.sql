CREATE TABLE "arrival_guides" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"release_days" integer DEFAULT 3 NOT NULL,
	"checkin_method" text NOT NULL,
	"door_code" text DEFAULT '' NOT NULL,
	"wifi_name" text DEFAULT '' NOT NULL,
	"wifi_password" text DEFAULT '' NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arrival_guides_release_days_check" CHECK ("arrival_guides"."release_days" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "booking_arrivals" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"door_code" text,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "arrival_guides" ADD CONSTRAINT "arrival_guides_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_arrivals" ADD CONSTRAINT "booking_arrivals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;