-- The payer's account (camt.053 RltdPties/DbtrAcct/Id/IBAN, server/src/modules/dues/camt-statement.ts)
-- beside the payer's name, so staff assigning an unmatched payment see whose account it came from.
-- Personal data: read only by staff holding finance (server/src/modules/dues/dues-admin.controller.ts).
ALTER TABLE "public"."dues_payments" ADD COLUMN "debtor_iban" TEXT;
