-- Member search's partial trigram indexes (migration search_parts) become parts that double in
-- size instead of 16 equal ones: the members with (hashtext(id::text) & 255) in 0, 1, 2–3, 4–7, 8–15,
-- 16–31, 32–63, 64–127 and 128–255, i.e. 1/256, 1/256, 1/128, … 1/2 of the club, nine parts per text.
-- A GIN scan returns every match in its part before the first row is read, and member search stops
-- once it has `cap` matches (server/src/modules/search/search.repository.ts): a word that one member
-- in four has ("bratislava": 272,979 at a million members) was answered from a sixteenth of the club,
-- 17,000 matches to return for 1,000 read; now from its first 1/256, about 1,100. A rarer word reads
-- on through the bigger parts and at most about twice the matches it needs; a word that nobody has
-- reads all nine parts, costing what one index of the whole club would. Nine partial indexes per
-- text instead of sixteen also cut what every statement on profiles pays the planner for them.
-- The predicates must stay exactly as written here, or the planner does not use the parts.

DO $$
DECLARE
  col TEXT;
  part INTEGER;
  bounds INTEGER[] := ARRAY[0, 1, 2, 4, 8, 16, 32, 64, 128, 256];
BEGIN
  FOREACH col IN ARRAY ARRAY['visible_search_text', 'name_search_text'] LOOP
    FOR part IN 0..15 LOOP
      EXECUTE format('DROP INDEX "public".%I', 'profiles_' || col || '_p' || part || '_idx');
    END LOOP;
    FOR part IN 0..8 LOOP
      EXECUTE format('CREATE INDEX %I ON "public"."profiles" USING GIN (%I gin_trgm_ops) WHERE (hashtext(id::text) & 255) BETWEEN %s AND %s',
        'profiles_' || col || '_p' || part || '_idx', col, bounds[part + 1], bounds[part + 2] - 1);
    END LOOP;
  END LOOP;
END
$$;
