ALTER TABLE "listings" ADD COLUMN "weekend_price" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "weekly_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "monthly_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "advance_notice_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "preparation_nights" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "booking_window_months" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_rules_check" CHECK (("listings"."weekend_price" is null or "listings"."weekend_price" > 0) and "listings"."weekly_discount_percent" between 0 and 90 and "listings"."monthly_discount_percent" between 0 and 90 and "listings"."advance_notice_days" between 0 and 7 and "listings"."preparation_nights" between 0 and 2 and ("listings"."booking_window_months" is null or "listings"."booking_window_months" in (3, 6, 9, 12)));