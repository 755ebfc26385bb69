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
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_one_pending_idx" ON "booking_changes" USING btree ("booking_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "booking_changes_pending_expiry_idx" ON "booking_changes" USING btree ("expires_at") WHERE state = 'pending';