-- The staff home's member figures (GET /api/admin/dashboard/members: totals, registrations waiting,
-- sign-ups per month) read this index only: on 100 000 members a scan of profiles (about 60 MB, its
-- search columns are wide) took 30–80 ms per figure, the index-only scans 3–10 ms. Partial and with
-- INCLUDE, which schema.prisma cannot express: tests/api/migration-drift.e2e-spec.ts documents it.
CREATE INDEX "profiles_members_created_idx" ON "public"."profiles"("created_at") INCLUDE ("is_verified", "rejected_at") WHERE "deleted_at" IS NULL;
