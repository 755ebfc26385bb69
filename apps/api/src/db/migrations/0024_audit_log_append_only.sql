-- Administrators of the old capability (users.is_admin, docs/adr/0028) keep their powers as the admin role.
INSERT INTO "operator_roles" ("user_id", "role") SELECT "id", 'admin' FROM "users" WHERE "is_admin" ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The audit log is append-only: no role of the application can change or remove an entry.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
