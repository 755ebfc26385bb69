CREATE TABLE "calendar_exports" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"body_hash" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"uid" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"conflict" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_result" text,
	"last_error" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"conflict_count" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listing_holds" ADD COLUMN "feed_event_id" integer;--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_events" ADD CONSTRAINT "calendar_feed_events_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_events_uid_idx" ON "calendar_feed_events" USING btree ("feed_id","uid");--> statement-breakpoint
CREATE INDEX "calendar_feed_events_conflict_idx" ON "calendar_feed_events" USING btree ("feed_id") WHERE conflict;--> statement-breakpoint
CREATE INDEX "calendar_feeds_listing_idx" ON "calendar_feeds" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_synced_idx" ON "calendar_feeds" USING btree ("last_synced_at");--> statement-breakpoint
ALTER TABLE "listing_holds" ADD CONSTRAINT "listing_holds_feed_event_id_calendar_feed_events_id_fk" FOREIGN KEY ("feed_event_id") REFERENCES "public"."calendar_feed_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_holds_feed_event_idx" ON "listing_holds" USING btree ("feed_event_id") WHERE feed_event_id is not null;