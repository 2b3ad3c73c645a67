-- A registration, a cancellation or a waitlist move changes what one event's places read, and only
-- the pages that show them (its page, the events list, the home page): every other cached page
-- stays. So a write of event_attendances no longer says "content changed" but names the event:
-- NOTIFY content_changed 'event-places:<slug>' (server/src/database/content-notifications.ts),
-- once per event and transaction (NOTIFYs with the same payload in one transaction are delivered
-- once). A deleted event is announced by the events table's own trigger (everything); TRUNCATE
-- still says everything.

DROP TRIGGER "event_attendances_content_changed" ON "public"."event_attendances";

CREATE FUNCTION "public"."notify_event_places_changed"() RETURNS TRIGGER
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('content_changed', 'event-places:' || e.slug)
    FROM "public"."events" e
    WHERE e.id = NEW.event_id OR e.id = OLD.event_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER "event_attendances_places_changed" AFTER INSERT OR UPDATE OR DELETE ON "public"."event_attendances" FOR EACH ROW EXECUTE FUNCTION "public"."notify_event_places_changed"();
CREATE TRIGGER "event_attendances_content_changed" AFTER TRUNCATE ON "public"."event_attendances" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
