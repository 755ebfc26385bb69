CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"host_id" integer NOT NULL,
	"state" text NOT NULL,
	"checkin" date,
	"checkout" date,
	"slot_id" integer,
	"guests" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"host_gross" integer NOT NULL,
	"host_currency" text NOT NULL,
	"cancellation_policy" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"expires_at" timestamp with time zone,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_guests_check" CHECK ("bookings"."guests" >= 1),
	CONSTRAINT "bookings_home_or_slot_check" CHECK (("bookings"."checkin" is not null and "bookings"."checkout" > "bookings"."checkin" and "bookings"."slot_id" is null) or ("bookings"."slot_id" is not null and "bookings"."checkin" is null))
);
--> statement-breakpoint
CREATE TABLE "listing_night_prices" (
	"listing_id" integer NOT NULL,
	"night" date NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "listing_night_prices_listing_id_night_pk" PRIMARY KEY("listing_id","night"),
	CONSTRAINT "listing_night_prices_check" CHECK ("listing_night_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"host_id" integer NOT NULL,
	"gross" integer NOT NULL,
	"host_fee" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_experience_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."experience_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_night_prices" ADD CONSTRAINT "listing_night_prices_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_guest_idx" ON "bookings" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_host_idx" ON "bookings" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_listing_idx" ON "bookings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "bookings_pending_expiry_idx" ON "bookings" USING btree ("expires_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_accepted_checkout_idx" ON "bookings" USING btree ("checkout") WHERE state = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_idx" ON "bookings" USING btree ("guest_id","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_capture_idx" ON "payments" USING btree ("booking_id","kind") WHERE kind in ('authorization', 'capture', 'void');--> statement-breakpoint
CREATE INDEX "payouts_host_idx" ON "payouts" USING btree ("host_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("scheduled_for") WHERE status = 'scheduled';