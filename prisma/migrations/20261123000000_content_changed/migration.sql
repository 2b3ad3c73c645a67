-- Every server instance keeps the public pages it rendered in memory (server/src/page-cache) and
-- forgets them all when anything a public page shows changes. That moment is told by PostgreSQL
-- itself: a statement that writes one of the tables below sends NOTIFY content_changed when its
-- transaction commits, to every instance listening, whichever instance (or psql session, or
-- migration) made the write. A trigger cannot be forgotten by a new write path, as a call in a
-- service could. NOTIFYs with the same payload in one transaction are delivered once.
-- profiles: article authors' names and avatars; deleted members drop out of registration counts.

CREATE FUNCTION "public"."notify_content_changed"() RETURNS TRIGGER
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('content_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER "articles_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."articles" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "events_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."events" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "event_attendances_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."event_attendances" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "content_pages_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."content_pages" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "faq_entries_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."faq_entries" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "guide_entries_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."guide_entries" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "gallery_albums_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."gallery_albums" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "photos_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."photos" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "discounts_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."discounts" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "charging_entries_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."charging_entries" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "redirects_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."redirects" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "site_settings_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."site_settings" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "profiles_content_changed" AFTER UPDATE OF "first_name", "last_name", "username", "avatar_url", "deleted_at" OR DELETE ON "public"."profiles" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
