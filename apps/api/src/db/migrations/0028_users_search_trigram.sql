-- The operator console's user search: any part of the name, e-mail or phone (pg_trgm, migration 0000).
-- modules/admin/users.ts matches on exactly this expression.
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone", ''))) gin_trgm_ops);
