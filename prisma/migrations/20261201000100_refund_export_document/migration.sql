-- A refund export keeps the pain.001 document as it was handed to the bank: downloading it again gives
-- the same bytes even after the club's account or name changed in the dues settings.
ALTER TABLE "public"."refund_exports" ADD COLUMN "document" TEXT NOT NULL;

-- Who marked a refund refunded by hand is shown to the treasurer by name; once that account is gone,
-- the refund stays refunded without a name.
ALTER TABLE "public"."event_refunds" ADD CONSTRAINT "event_refunds_refunded_by_fkey" FOREIGN KEY ("refunded_by") REFERENCES "public"."profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE;
