-- A payment no dues record took can be settled by hand without a record: returned to the payer or
-- dismissed with a note (server/src/modules/dues/dues-admin.service.ts). A payment in another
-- currency is assigned with the euros the bank credited (credited_cents), which its record counts.
-- resolved_by and resolved_at keep who assigned, returned or dismissed it, and when.
CREATE TYPE "public"."dues_payment_resolution" AS ENUM ('returned', 'dismissed');
ALTER TABLE "public"."dues_payments"
  ADD COLUMN "credited_cents" INTEGER,
  ADD COLUMN "resolution" "public"."dues_payment_resolution",
  ADD COLUMN "resolution_note" TEXT,
  ADD COLUMN "resolved_by" UUID,
  ADD COLUMN "resolved_at" TIMESTAMPTZ(3);
