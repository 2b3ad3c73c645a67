-- Member search at a million members: the trigram indexes member search reads (visible_search_text,
-- and name_search_text for typos) become 16 partial GIN indexes each, one per part of the members,
-- (hashtext(id::text) & 15) = 0..15.
-- A GIN index cannot stop early: a bitmap scan returns every row a pattern matches (72,568 for
-- "kosice" at a million members) before the first one is read, although a search ranks only the
-- first `cap` matches. Member search (server/src/modules/search/search.repository.ts) asks the
-- parts one after another, each up to the cap, and stops as soon as it has the cap: a common word
-- is answered from the first part (a sixteenth of the matches), a rare one reads all sixteen small
-- indexes. The predicate must stay exactly as written here, or the planner does not use the parts.
-- search_text (staff search) keeps its one index: every partial index on the table adds planning
-- time to each query on profiles, and the staff list is not searched at this rate. The whole-table
-- indexes of visible_search_text and name_search_text stay too, for queries without a part.

DO $$
DECLARE
  col TEXT;
  part INTEGER;
BEGIN
  FOREACH col IN ARRAY ARRAY['visible_search_text', 'name_search_text'] LOOP
    FOR part IN 0..15 LOOP
      EXECUTE format('CREATE INDEX %I ON "public"."profiles" USING GIN (%I gin_trgm_ops) WHERE (hashtext(id::text) & 15) = %s',
        'profiles_' || col || '_p' || part || '_idx', col, part);
    END LOOP;
  END LOOP;
END
$$;
