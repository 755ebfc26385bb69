CREATE TABLE "dashboard_days" (
	"day" date PRIMARY KEY NOT NULL,
	"requested" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"new_guests" integer NOT NULL,
	"new_hosts" integer NOT NULL,
	"new_listings" integer NOT NULL,
	"confirmed" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_stale_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
-- The operator dashboard's figures are kept by day (docs/adr/0083). Every write that can change a
-- day of the window marks that UTC day stale, in its own transaction; the dashboard computes the
-- stale days again. Statement triggers, so a bulk write marks each day once.
CREATE FUNCTION dashboard_mark(stamps timestamptz[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_stale_days (day)
  SELECT DISTINCT (s AT TIME ZONE 'UTC')::date FROM unnest(stamps) AS s
   WHERE (s AT TIME ZONE 'UTC')::date >= (now() AT TIME ZONE 'UTC')::date - 31
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Requests by creation day, cancellations by the day of the move, and the guest service fee of a
-- confirmation (its quote) on the day of its capture.
CREATE FUNCTION dashboard_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_mark(array(
      SELECT created_at FROM new_rows
      UNION SELECT state_changed_at FROM new_rows
             WHERE state IN ('cancelled_by_guest', 'cancelled_by_host', 'cancelled_by_support')));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_mark(array(
      SELECT created_at FROM old_rows
      UNION SELECT state_changed_at FROM old_rows
             WHERE state IN ('cancelled_by_guest', 'cancelled_by_host', 'cancelled_by_support')));
  ELSE
    PERFORM dashboard_mark(array(
      SELECT unnest(array[o.created_at, n.created_at]) FROM old_rows o JOIN new_rows n USING (id)
       WHERE o.created_at IS DISTINCT FROM n.created_at
      UNION SELECT o.state_changed_at FROM old_rows o JOIN new_rows n USING (id)
       WHERE o.state IN ('cancelled_by_guest', 'cancelled_by_host', 'cancelled_by_support')
         AND (o.state, o.state_changed_at) IS DISTINCT FROM (n.state, n.state_changed_at)
      UNION SELECT n.state_changed_at FROM old_rows o JOIN new_rows n USING (id)
       WHERE n.state IN ('cancelled_by_guest', 'cancelled_by_host', 'cancelled_by_support')
         AND (o.state, o.state_changed_at) IS DISTINCT FROM (n.state, n.state_changed_at)
      UNION SELECT p.created_at FROM old_rows o JOIN new_rows n USING (id)
        JOIN payments p ON p.booking_id = n.id AND p.kind = 'capture'
       WHERE o.quote IS DISTINCT FROM n.quote));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_mark(array(SELECT created_at FROM new_rows WHERE kind = 'capture'));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_mark(array(SELECT created_at FROM old_rows WHERE kind = 'capture'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A payout's host fee counts on the day its booking's payment was captured.
CREATE FUNCTION dashboard_payouts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_mark(array(SELECT created_at FROM payments
      WHERE kind = 'capture' AND booking_id IN (SELECT booking_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_mark(array(SELECT created_at FROM payments
      WHERE kind = 'capture' AND booking_id IN (SELECT booking_id FROM old_rows)));
  ELSE
    PERFORM dashboard_mark(array(SELECT created_at FROM payments
      WHERE kind = 'capture' AND booking_id IN (
        SELECT unnest(array[o.booking_id, n.booking_id]) FROM old_rows o JOIN new_rows n USING (id)
         WHERE (o.booking_id, o.host_fee, o.currency, o.role) IS DISTINCT FROM (n.booking_id, n.host_fee, n.currency, n.role))));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Sign-ups by creation day and role.
CREATE FUNCTION dashboard_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_mark(array(SELECT created_at FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_mark(array(SELECT created_at FROM old_rows));
  ELSE
    PERFORM dashboard_mark(array(
      SELECT unnest(array[o.created_at, n.created_at]) FROM old_rows o JOIN new_rows n USING (id)
       WHERE (o.created_at, o.role) IS DISTINCT FROM (n.created_at, n.role)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_mark(array(SELECT created_at FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_mark(array(SELECT created_at FROM old_rows));
  ELSE
    PERFORM dashboard_mark(array(
      SELECT unnest(array[o.created_at, n.created_at]) FROM old_rows o JOIN new_rows n USING (id)
       WHERE o.created_at IS DISTINCT FROM n.created_at));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY array['bookings', 'payments', 'payouts', 'users', 'listings'] LOOP
    EXECUTE format('CREATE TRIGGER dashboard_%1$s_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION dashboard_%1$s_changed()', t);
    EXECUTE format('CREATE TRIGGER dashboard_%1$s_update AFTER UPDATE ON %1$I
                      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION dashboard_%1$s_changed()', t);
    EXECUTE format('CREATE TRIGGER dashboard_%1$s_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION dashboard_%1$s_changed()', t);
    -- A truncated table (the seed's reset) leaves no day to trust.
    EXECUTE format('CREATE TRIGGER dashboard_%1$s_truncate AFTER TRUNCATE ON %1$I
                      FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget()', t);
  END LOOP;
END
$$;
