-- The join page and the FAQ state the membership fee from the dues settings
-- (server/src/modules/dues/membership-fee.service.ts fills the placeholder {{clensky-prispevok}}).
-- A change of the fee plans or of the default plan therefore changes public pages: both tables
-- notify content_changed as the content tables do (migration 20261123000000_content_changed).
CREATE TRIGGER "fee_plans_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."fee_plans" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();
CREATE TRIGGER "dues_settings_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."dues_settings" FOR EACH STATEMENT EXECUTE FUNCTION "public"."notify_content_changed"();

-- The seeded wording "membership is free" becomes the placeholder, only where it is still the seed's
-- own sentence: text staff have rewritten is left as they wrote it.
UPDATE "public"."content_pages" SET "body" = replace("body", 'Členstvo je zatiaľ **bezplatné**.', '{{clensky-prispevok}}')
 WHERE "slug" = 'pripojit-sa' AND strpos("body", 'Členstvo je zatiaľ **bezplatné**.') > 0;
UPDATE "public"."faq_entries"
   SET "answer" = '{{clensky-prispevok}} Niektoré podujatia, napríklad viacdňové zrazy, majú vlastný poplatok za ubytovanie a stravu.'
 WHERE "question" = 'Koľko stojí členstvo?'
   AND "answer" = 'Členstvo je v súčasnosti bezplatné. Niektoré podujatia, napríklad viacdňové zrazy, majú vlastný poplatok za ubytovanie a stravu.';
