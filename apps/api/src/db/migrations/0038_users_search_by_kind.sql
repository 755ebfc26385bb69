-- The operator console's user search by kind of text (modules/admin/user-search.ts, docs/adr/0078):
-- one index per kind instead of one trigram index over name, e-mail and phone together.
DROP INDEX IF EXISTS "users_search_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_prefix_idx" ON "users" ((lower("email")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ((lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
-- The planner's statistics of the new expressions, at once rather than at the next automatic analyse.
ANALYZE "users";
