CREATE TABLE "listing_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"stay" daterange NOT NULL,
	"reason" text NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_holds" ADD CONSTRAINT "listing_holds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_holds_booking_idx" ON "listing_holds" USING btree ("booking_id") WHERE booking_id is not null;--> statement-breakpoint
ALTER TABLE "listing_holds" ADD CONSTRAINT "listing_holds_no_overlap" EXCLUDE USING gist ("listing_id" WITH =, "stay" WITH &&);
