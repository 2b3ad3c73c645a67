-- Member search at a million members: each trigram index of the search texts (search_text,
-- visible_search_text, name_search_text) becomes 16 partial GIN indexes, one per part of the
-- members, (hashtext(id::text) & 15) = 0..15.
-- A GIN index cannot stop early: a bitmap scan returns every row a pattern matches (72,568 for
-- "kosice" at a million members) before the first one is read, although a search ranks only the
-- first `cap` matches. The search (server/src/modules/search/search.repository.ts) asks the parts
-- one after another, each up to the cap, and stops as soon as it has the cap: a common word is
-- answered from the first part (a sixteenth of the matches), a rare one reads all sixteen small
-- indexes. The predicate must stay exactly as written here, or the planner does not use the parts.

DROP INDEX "public"."profiles_search_text_idx";
DROP INDEX "public"."profiles_visible_search_text_idx";
DROP INDEX "public"."profiles_name_search_text_idx";

DO $$
DECLARE
  col TEXT;
  part INTEGER;
BEGIN
  FOREACH col IN ARRAY ARRAY['search_text', 'visible_search_text', 'name_search_text'] LOOP
    FOR part IN 0..15 LOOP
      EXECUTE format('CREATE INDEX %I ON "public"."profiles" USING GIN (%I gin_trgm_ops) WHERE (hashtext(id::text) & 15) = %s',
        'profiles_' || col || '_p' || part || '_idx', col, part);
    END LOOP;
  END LOOP;
END
$$;
