CREATE TABLE "booking_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"author_role" text NOT NULL,
	"rating" integer NOT NULL,
	"categories" jsonb,
	"body" text NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"review_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reviews_rating_check" CHECK ("booking_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reviews_one_per_side_idx" ON "booking_reviews" USING btree ("booking_id","author_role");--> statement-breakpoint
CREATE INDEX "booking_reviews_unpublished_idx" ON "booking_reviews" USING btree ("booking_id") WHERE published_at is null;