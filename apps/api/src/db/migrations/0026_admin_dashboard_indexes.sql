CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_cancelled_idx" ON "bookings" USING btree ("state_changed_at") WHERE state in ('cancelled_by_guest', 'cancelled_by_host');--> statement-breakpoint
CREATE INDEX "payments_captured_idx" ON "payments" USING btree ("created_at") WHERE kind = 'capture';--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");