CREATE TABLE "listing_cohosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"level" text NOT NULL,
	"share_kind" text DEFAULT 'none' NOT NULL,
	"share_value" integer DEFAULT 0 NOT NULL,
	"token_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "listing_cohosts_status_check" CHECK ("listing_cohosts"."status" = 'pending' or "listing_cohosts"."user_id" is not null),
	CONSTRAINT "listing_cohosts_share_check" CHECK (("listing_cohosts"."share_kind" = 'none' and "listing_cohosts"."share_value" = 0) or ("listing_cohosts"."share_kind" = 'percent' and "listing_cohosts"."share_value" between 1 and 100) or ("listing_cohosts"."share_kind" = 'fixed' and "listing_cohosts"."share_value" > 0))
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_booking_id_unique";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "role" text DEFAULT 'host' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "cohost_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_cohosts" ADD CONSTRAINT "listing_cohosts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_cohosts" ADD CONSTRAINT "listing_cohosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_cohosts" ADD CONSTRAINT "listing_cohosts_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_cohosts_listing_email_key" ON "listing_cohosts" USING btree ("listing_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_cohosts_listing_user_key" ON "listing_cohosts" USING btree ("listing_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_cohosts_token_key" ON "listing_cohosts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "listing_cohosts_user_idx" ON "listing_cohosts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_booking_host_key" ON "payouts" USING btree ("booking_id","host_id");