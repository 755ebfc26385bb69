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
CREATE TABLE "booking_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"checkin" date NOT NULL,
	"checkout" date NOT NULL,
	"guests" integer NOT NULL,
	"previous_checkin" date NOT NULL,
	"previous_checkout" date NOT NULL,
	"previous_guests" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"total_amount" integer NOT NULL,
	"previous_total" integer NOT NULL,
	"currency" text NOT NULL,
	"host_gross" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"authorization" text,
	"message" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"price" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"checked_at" timestamp with time zone,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arrival_guides" ADD CONSTRAINT "arrival_guides_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_arrivals" ADD CONSTRAINT "booking_arrivals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_one_pending_idx" ON "booking_changes" USING btree ("booking_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "booking_changes_pending_expiry_idx" ON "booking_changes" USING btree ("expires_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_token_idx" ON "saved_searches" USING btree ("unsubscribe_token");