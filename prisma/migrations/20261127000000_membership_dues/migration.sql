-- Membership dues (server/src/modules/dues): fee plans, the club's payment details, membership
-- years opened by staff, each member's plan or waiver, one dues record per member and year with a
-- unique variable symbol, received payments (bank statement entries, unique by the bank's reference
-- so that a statement imported twice records nothing the second time, or cash marked by staff) and
-- the confirmed statement imports. Mails may now carry inline images (the PAY by square QR).

CREATE TYPE "public"."dues_status" AS ENUM ('waiting', 'paid', 'partly_paid', 'overdue', 'waived');
CREATE TYPE "public"."dues_payment_source" AS ENUM ('bank', 'manual');

ALTER TABLE "public"."mail_outbox" ADD COLUMN "attachments" JSONB;

CREATE TABLE "public"."fee_plans" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    "description" TEXT,
    "amount_cents" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fee_plans_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "fee_plans_amount_cents_check" CHECK ("amount_cents" >= 0)
);
CREATE UNIQUE INDEX "fee_plans_name_key" ON "public"."fee_plans"("name");

CREATE TABLE "public"."dues_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "iban" TEXT,
    "bic" TEXT,
    "beneficiary_name" TEXT,
    "default_plan_id" UUID,
    "reminder_days_before" INTEGER NOT NULL DEFAULT 7,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "dues_settings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "dues_settings_id_check" CHECK ("id" = 1)
);
ALTER TABLE "public"."dues_settings" ADD CONSTRAINT "dues_settings_default_plan_id_fkey" FOREIGN KEY ("default_plan_id") REFERENCES "public"."fee_plans"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "public"."dues_years" (
    "year" INTEGER NOT NULL,
    "due_date" DATE NOT NULL,
    "grace_days" INTEGER NOT NULL DEFAULT 14,
    "opened_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "dues_years_pkey" PRIMARY KEY ("year")
);

CREATE TABLE "public"."dues_members" (
    "user_id" UUID NOT NULL,
    "plan_id" UUID,
    "waived" BOOLEAN NOT NULL DEFAULT false,
    "note" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "dues_members_pkey" PRIMARY KEY ("user_id")
);
ALTER TABLE "public"."dues_members" ADD CONSTRAINT "dues_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "public"."dues_members" ADD CONSTRAINT "dues_members_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "public"."fee_plans"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "public"."dues" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "year" INTEGER NOT NULL,
    "plan_id" UUID,
    "amount_cents" INTEGER NOT NULL,
    "paid_cents" INTEGER NOT NULL DEFAULT 0,
    "status" "public"."dues_status" NOT NULL DEFAULT 'waiting',
    "variable_symbol" TEXT NOT NULL,
    "paid_at" TIMESTAMPTZ(3),
    "request_queued_at" TIMESTAMPTZ(3),
    "reminded_before_at" TIMESTAMPTZ(3),
    "reminded_after_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "dues_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "dues_variable_symbol_check" CHECK ("variable_symbol" ~ '^[0-9]{1,10}$'),
    CONSTRAINT "dues_amount_cents_check" CHECK ("amount_cents" >= 0)
);
CREATE UNIQUE INDEX "dues_variable_symbol_key" ON "public"."dues"("variable_symbol");
CREATE UNIQUE INDEX "dues_user_id_year_key" ON "public"."dues"("user_id", "year");
CREATE INDEX "dues_year_status_idx" ON "public"."dues"("year", "status");
ALTER TABLE "public"."dues" ADD CONSTRAINT "dues_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "public"."dues" ADD CONSTRAINT "dues_year_fkey" FOREIGN KEY ("year") REFERENCES "public"."dues_years"("year") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "public"."dues" ADD CONSTRAINT "dues_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "public"."fee_plans"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "public"."dues_imports" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "file_name" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "statement_id" TEXT,
    "entries" INTEGER NOT NULL,
    "recorded" INTEGER NOT NULL,
    "matched" INTEGER NOT NULL,
    "created_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "dues_imports_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "public"."dues_payments" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "dues_id" UUID,
    "source" "public"."dues_payment_source" NOT NULL,
    "bank_ref" TEXT,
    "import_id" UUID,
    "amount_cents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "booked_on" DATE NOT NULL,
    "variable_symbol" TEXT,
    "debtor_name" TEXT,
    "note" TEXT,
    "created_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "dues_payments_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "dues_payments_bank_ref_key" ON "public"."dues_payments"("bank_ref");
CREATE INDEX "dues_payments_dues_id_idx" ON "public"."dues_payments"("dues_id");
CREATE INDEX "dues_payments_booked_on_idx" ON "public"."dues_payments"("booked_on");
ALTER TABLE "public"."dues_payments" ADD CONSTRAINT "dues_payments_dues_id_fkey" FOREIGN KEY ("dues_id") REFERENCES "public"."dues"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "public"."dues_payments" ADD CONSTRAINT "dues_payments_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "public"."dues_imports"("id") ON DELETE SET NULL ON UPDATE CASCADE;
