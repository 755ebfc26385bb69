CREATE TABLE "quick_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_message_sends" (
	"schedule_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"message_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_message_sends_schedule_id_booking_id_pk" PRIMARY KEY("schedule_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"hour" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_messages_hour_check" CHECK ("scheduled_messages"."hour" between 0 and 23),
	CONSTRAINT "scheduled_messages_days_check" CHECK ("scheduled_messages"."days" between 0 and 30)
);
--> statement-breakpoint
ALTER TABLE "quick_replies" ADD CONSTRAINT "quick_replies_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_message_sends" ADD CONSTRAINT "scheduled_message_sends_schedule_id_scheduled_messages_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."scheduled_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_message_sends" ADD CONSTRAINT "scheduled_message_sends_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_message_sends" ADD CONSTRAINT "scheduled_message_sends_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_template_id_quick_replies_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."quick_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quick_replies_host_idx" ON "quick_replies" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "scheduled_messages_host_idx" ON "scheduled_messages" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "scheduled_messages_listing_idx" ON "scheduled_messages" USING btree ("listing_id") WHERE "scheduled_messages"."enabled";