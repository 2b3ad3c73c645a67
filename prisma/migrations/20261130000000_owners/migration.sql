-- Owners (docs/product-rules.md §6): a member above the permissions map. Owners hold every area and
-- are the only ones who change a permissions map or the owner flag; the club keeps at least one
-- owner once it has one (checked by the trigger below, so no code path can leave it without).
ALTER TABLE "public"."profiles" ADD COLUMN "is_owner" BOOLEAN NOT NULL DEFAULT false;

-- Every change of a member's permissions map or owner flag: who changed it (null: the server's own
-- command line or first-start setup), whose, before and after, when.
CREATE TABLE "public"."permission_changes" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "member_id" UUID NOT NULL,
  "changed_by" UUID,
  "permissions_before" JSONB NOT NULL,
  "permissions_after" JSONB NOT NULL,
  "owner_before" BOOLEAN NOT NULL,
  "owner_after" BOOLEAN NOT NULL,
  "via" TEXT NOT NULL DEFAULT 'console' CHECK ("via" IN ('console', 'command', 'setup')),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "permission_changes_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "permission_changes_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "permission_changes_changed_by_fkey" FOREIGN KEY ("changed_by") REFERENCES "public"."profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX "permission_changes_member_id_created_at_idx" ON "public"."permission_changes" ("member_id", "created_at" DESC);
CREATE INDEX "permission_changes_created_at_idx" ON "public"."permission_changes" ("created_at" DESC);

-- The one-time link that creates the first owner (printed at the first start of a database without
-- an owner): only its SHA-256 is kept; it works once and for 24 hours.
CREATE TABLE "public"."owner_setup_links" (
  "token_hash" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  "used_at" TIMESTAMPTZ(3),
  CONSTRAINT "owner_setup_links_pkey" PRIMARY KEY ("token_hash")
);

-- The club never loses its last owner: an update or delete that leaves owners where there were
-- some, but none now, is refused (SQLSTATE P0001, message 'last_owner').
CREATE FUNCTION "public"."keep_an_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One check at a time: two transactions each demoting a different owner must not both pass.
  PERFORM pg_advisory_xact_lock(hashtext('public.keep_an_owner'));
  IF NOT EXISTS (SELECT 1 FROM "public"."profiles" WHERE "is_owner" AND "deleted_at" IS NULL) THEN
    RAISE EXCEPTION 'last_owner' USING ERRCODE = 'P0001', HINT = 'The club must keep at least one owner';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER "profiles_keep_an_owner"
  AFTER UPDATE OF "is_owner", "deleted_at" OR DELETE ON "public"."profiles"
  DEFERRABLE INITIALLY IMMEDIATE
  FOR EACH ROW WHEN (OLD."is_owner" AND OLD."deleted_at" IS NULL)
  EXECUTE FUNCTION "public"."keep_an_owner"();
