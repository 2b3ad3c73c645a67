-- Each run of `npm run backup` (server/src/backup/backup-runs.ts): when it began and ended, whether
-- it succeeded, the archive's name and size, or the short reason it failed. The operator's status
-- page and /metrics read the newest runs (docs/operations.md §2).
CREATE TABLE "public"."backup_runs" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "started_at" TIMESTAMPTZ(3) NOT NULL,
  "finished_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "ok" BOOLEAN NOT NULL,
  "archive" TEXT,
  "bytes" BIGINT,
  "error" TEXT,
  CONSTRAINT "backup_runs_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "backup_runs_finished_at_idx" ON "public"."backup_runs" ("finished_at" DESC);
