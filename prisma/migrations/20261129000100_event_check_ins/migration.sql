-- Check-in at the door: one row per registration that came (docs/product-rules.md has the event rules).
-- The UNIQUE index on attendance_id is what makes a ticket count once: two staff scanning the same
-- ticket at once both INSERT … ON CONFLICT DO NOTHING, and exactly one of them gets the row.
-- checked_in_by is the staff member who scanned; the check-in time is the member's personal data
-- (exported with the account, deleted with it: the row goes when the account is deleted).

CREATE TABLE "public"."event_check_ins" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "attendance_id" UUID NOT NULL,
    "checked_in_by" UUID,
    "checked_in_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_check_ins_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "event_check_ins_attendance_id_key" ON "public"."event_check_ins"("attendance_id");

CREATE INDEX "event_check_ins_checked_in_by_idx" ON "public"."event_check_ins"("checked_in_by");

ALTER TABLE "public"."event_check_ins" ADD CONSTRAINT "event_check_ins_attendance_id_fkey" FOREIGN KEY ("attendance_id") REFERENCES "public"."event_attendances"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "public"."event_check_ins" ADD CONSTRAINT "event_check_ins_checked_in_by_fkey" FOREIGN KEY ("checked_in_by") REFERENCES "public"."profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A past event's page says how many came: a check-in (or its undo) changes that event's page, as a
-- registration does (migration 20261128000000_event_places_changed).
CREATE FUNCTION "public"."notify_event_check_in_changed"() RETURNS TRIGGER
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('content_changed', 'event-places:' || e.slug)
    FROM "public"."event_attendances" a JOIN "public"."events" e ON e.id = a.event_id
    WHERE a.id = NEW.attendance_id OR a.id = OLD.attendance_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER "event_check_ins_places_changed" AFTER INSERT OR UPDATE OR DELETE ON "public"."event_check_ins" FOR EACH ROW EXECUTE FUNCTION "public"."notify_event_check_in_changed"();
