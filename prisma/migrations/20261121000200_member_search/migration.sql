-- Member search honours each member's visibility choices (show_email, show_phone, show_city,
-- show_cars): a field a member hides is neither shown to other members nor matchable by them,
-- otherwise searching a phone number would reveal who owns it. What other members may find a
-- member by is therefore kept in its own column, visible_search_text, beside search_text (which
-- still holds everything and serves staff search).
-- Typos are looked for in names only, in name_search_text: pg_trgm's word similarity costs time in
-- proportion to the text it reads, about 25 µs per row over a whole search text and under 1 µs over
-- a name, and names are what people misspell. Names are never hidden.
-- All three are kept by the one trigger below, each with its own trigram index.

ALTER TABLE "public"."profiles" ADD COLUMN "visible_search_text" TEXT NOT NULL DEFAULT '';
ALTER TABLE "public"."profiles" ADD COLUMN "name_search_text" TEXT NOT NULL DEFAULT '';

CREATE INDEX "profiles_visible_search_text_idx" ON "public"."profiles" USING GIN ("visible_search_text" gin_trgm_ops);
CREATE INDEX "profiles_name_search_text_idx" ON "public"."profiles" USING GIN ("name_search_text" gin_trgm_ops);

-- The same text as before, but a licence plate's compact form now drops dashes too ("KE-123AB" and
-- "KE 123AB" both also give "ke123ab", which a plate-like query is reduced to). With visible_only,
-- hidden fields are left out; the default keeps profile_search_text(p) meaning everything.
DROP FUNCTION "public"."profile_search_text"("public"."profiles");

CREATE FUNCTION "public"."profile_search_text"(p "public"."profiles", visible_only BOOLEAN DEFAULT false) RETURNS TEXT
LANGUAGE sql STABLE
SET search_path = "public", "extensions"
AS $$
  SELECT CASE WHEN p.deleted_at IS NOT NULL THEN '' ELSE lower(unaccent(concat_ws(' ',
    p.first_name, p.last_name, p.username,
    CASE WHEN NOT visible_only OR p.show_email THEN p.email END,
    CASE WHEN NOT visible_only OR p.show_city THEN p.address_city END,
    CASE WHEN NOT visible_only OR p.show_phone THEN nullif(regexp_replace(p.phone_number, '\D', '', 'g'), '') END,
    CASE WHEN NOT visible_only OR p.show_cars THEN
      (SELECT string_agg(concat_ws(' ', o.vin, o.license_plate, nullif(regexp_replace(o.license_plate, '[\s-]', '', 'g'), o.license_plate), o.name, c.model), ' ' ORDER BY o.created_at, o.id)
         FROM car_ownerships o
         JOIN cars c ON c.vin = o.vin
        WHERE o.owner_id = p.id AND o.owned_until IS NULL)
    END
  ))) END
$$;

CREATE OR REPLACE FUNCTION "public"."profiles_search_text_trigger"() RETURNS TRIGGER
LANGUAGE plpgsql
SET search_path = "public", "extensions"
AS $$
BEGIN
  NEW.search_text := "public"."profile_search_text"(NEW);
  NEW.visible_search_text := "public"."profile_search_text"(NEW, true);
  NEW.name_search_text := CASE WHEN NEW.deleted_at IS NULL THEN lower(unaccent(concat_ws(' ', NEW.first_name, NEW.last_name))) ELSE '' END;
  RETURN NEW;
END
$$;

-- Recompute on the visibility choices too (assigning search_text still recomputes all three).
DROP TRIGGER "profiles_search_text" ON "public"."profiles";

CREATE TRIGGER "profiles_search_text"
BEFORE INSERT OR UPDATE OF "first_name", "last_name", "username", "email", "address_city", "phone_number", "deleted_at", "search_text",
  "show_email", "show_phone", "show_city", "show_cars"
ON "public"."profiles" FOR EACH ROW EXECUTE FUNCTION "public"."profiles_search_text_trigger"();

UPDATE "public"."profiles" SET "search_text" = '';
