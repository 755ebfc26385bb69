-- An account signed up by phone may have no e-mail (stored as an empty string): only real addresses are unique.
DROP INDEX "users_email_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';