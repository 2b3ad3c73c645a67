-- Paid events (docs/product-rules.md §4 "Paid events"). An event may have a price per person
-- (null = free); a member may bring up to companions_max companions at the same price, each taking a
-- place. A registration for a paid event owes amount_cents (price × people, fixed when it is made),
-- carries its own variable symbol (10 digits starting with 9, from its own sequence: dues symbols
-- start with the year, so the two never meet) and must be paid within the event's payment_days (never
-- after the registration deadline), else the place is released.
ALTER TABLE "public"."events"
  ADD COLUMN "price_cents" INTEGER,
  ADD COLUMN "companions_max" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "payment_days" INTEGER NOT NULL DEFAULT 7,
  ADD COLUMN "refund_deadline" TIMESTAMPTZ(3),
  ADD CONSTRAINT "events_price_cents_check" CHECK ("price_cents" IS NULL OR "price_cents" BETWEEN 1 AND 1000000),
  ADD CONSTRAINT "events_companions_max_check" CHECK ("companions_max" BETWEEN 0 AND 10),
  ADD CONSTRAINT "events_payment_days_check" CHECK ("payment_days" BETWEEN 1 AND 60);

CREATE SEQUENCE "public"."event_variable_symbol_seq" MINVALUE 1 MAXVALUE 999999999;

ALTER TABLE "public"."event_attendances"
  ADD COLUMN "companions" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "amount_cents" INTEGER,
  ADD COLUMN "paid_cents" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "variable_symbol" TEXT,
  ADD COLUMN "payment_due_at" TIMESTAMPTZ(3),
  ADD COLUMN "paid_at" TIMESTAMPTZ(3),
  ADD CONSTRAINT "event_attendances_companions_check" CHECK ("companions" BETWEEN 0 AND 10),
  ADD CONSTRAINT "event_attendances_amount_cents_check" CHECK ("amount_cents" IS NULL OR "amount_cents" > 0),
  ADD CONSTRAINT "event_attendances_paid_cents_check" CHECK ("paid_cents" >= 0),
  ADD CONSTRAINT "event_attendances_variable_symbol_check" CHECK ("variable_symbol" ~ '^9[0-9]{9}$');
CREATE UNIQUE INDEX "event_attendances_variable_symbol_key" ON "public"."event_attendances"("variable_symbol");
-- The release sweep's question: registered, payable, not paid, due.
CREATE INDEX "event_attendances_payment_due_at_idx" ON "public"."event_attendances"("payment_due_at");

-- A received payment names a dues record or a registration (or neither: waiting for staff).
ALTER TABLE "public"."dues_payments"
  ADD COLUMN "attendance_id" UUID,
  ADD CONSTRAINT "dues_payments_one_record_check" CHECK ("dues_id" IS NULL OR "attendance_id" IS NULL);
CREATE INDEX "dues_payments_attendance_id_idx" ON "public"."dues_payments"("attendance_id");
ALTER TABLE "public"."dues_payments" ADD CONSTRAINT "dues_payments_attendance_id_fkey" FOREIGN KEY ("attendance_id") REFERENCES "public"."event_attendances"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- What a paid registration that ends cancelled owes back. The event's title and the member's name are
-- copied: the money is owed also after the event or the account is deleted. iban: where the payment
-- came from (the statement) or, for cash, what the member gave. end_to_end_id: the reference the SEPA
-- credit transfer carries and the bank statement's debit shows again.
CREATE TYPE "public"."refund_reason" AS ENUM ('member_cancelled', 'staff_cancelled', 'event_cancelled', 'not_paid_in_time', 'paid_after_cancellation');

CREATE TABLE "public"."refund_exports" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "message_id" TEXT NOT NULL,
  "count" INTEGER NOT NULL,
  "total_cents" INTEGER NOT NULL,
  "created_by" UUID,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "refund_exports_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "refund_exports_message_id_key" ON "public"."refund_exports"("message_id");

CREATE TABLE "public"."event_refunds" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "attendance_id" UUID,
  "user_id" UUID,
  "event_id" UUID,
  "event_title" TEXT NOT NULL,
  "member_name" TEXT NOT NULL,
  "variable_symbol" TEXT NOT NULL,
  "amount_cents" INTEGER NOT NULL,
  "reason" "public"."refund_reason" NOT NULL,
  "iban" TEXT,
  "account_name" TEXT,
  "end_to_end_id" TEXT NOT NULL,
  "export_id" UUID,
  "refunded_at" TIMESTAMPTZ(3),
  "refunded_by" UUID,
  "bank_ref" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "event_refunds_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "event_refunds_amount_cents_check" CHECK ("amount_cents" > 0)
);
CREATE UNIQUE INDEX "event_refunds_end_to_end_id_key" ON "public"."event_refunds"("end_to_end_id");
CREATE UNIQUE INDEX "event_refunds_bank_ref_key" ON "public"."event_refunds"("bank_ref");
CREATE INDEX "event_refunds_attendance_id_idx" ON "public"."event_refunds"("attendance_id");
CREATE INDEX "event_refunds_user_id_idx" ON "public"."event_refunds"("user_id");
CREATE INDEX "event_refunds_event_id_idx" ON "public"."event_refunds"("event_id");
CREATE INDEX "event_refunds_export_id_idx" ON "public"."event_refunds"("export_id");
ALTER TABLE "public"."event_refunds" ADD CONSTRAINT "event_refunds_attendance_id_fkey" FOREIGN KEY ("attendance_id") REFERENCES "public"."event_attendances"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "public"."event_refunds" ADD CONSTRAINT "event_refunds_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "public"."event_refunds" ADD CONSTRAINT "event_refunds_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "public"."event_refunds" ADD CONSTRAINT "event_refunds_export_id_fkey" FOREIGN KEY ("export_id") REFERENCES "public"."refund_exports"("id") ON DELETE SET NULL ON UPDATE CASCADE;
