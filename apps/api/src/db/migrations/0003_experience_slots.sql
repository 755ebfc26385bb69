CREATE TABLE "experience_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_slots_seats_check" CHECK ("experience_slots"."seats_taken" >= 0 and "experience_slots"."seats_taken" <= "experience_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "experience_slots" ADD CONSTRAINT "experience_slots_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experience_slots_listing_start_idx" ON "experience_slots" USING btree ("listing_id","starts_at");--> statement-breakpoint
CREATE INDEX "experience_slots_start_idx" ON "experience_slots" USING btree ("starts_at");