-- Member notifications: each member's choices (notification_settings, one row created on first use;
-- no row = the defaults: event and membership mails on, newsletter and new-event mails off until the
-- member opts in, the consent time kept), and the mail outbox: every outgoing mail is a row here first,
-- delivered by the job queue (pg-boss, its own schema "pgboss", created by pg-boss at start).
-- dedupe_key is unique, so a notification (one promotion, one reminder per event start, one
-- newsletter per member) is queued at most once whoever asks for it and however often.

CREATE TYPE "public"."mail_status" AS ENUM ('queued', 'sent', 'failed');

CREATE TABLE "public"."notification_settings" (
    "user_id" UUID NOT NULL,
    "event_updates" BOOLEAN NOT NULL DEFAULT true,
    "event_reminders" BOOLEAN NOT NULL DEFAULT true,
    "membership" BOOLEAN NOT NULL DEFAULT true,
    "new_events" BOOLEAN NOT NULL DEFAULT false,
    "new_events_consent_at" TIMESTAMPTZ(3),
    "newsletter" BOOLEAN NOT NULL DEFAULT false,
    "newsletter_consent_at" TIMESTAMPTZ(3),
    "calendar_token" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "notification_settings_pkey" PRIMARY KEY ("user_id")
);

CREATE UNIQUE INDEX "notification_settings_calendar_token_key" ON "public"."notification_settings"("calendar_token");

ALTER TABLE "public"."notification_settings" ADD CONSTRAINT "notification_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "public"."mail_outbox" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "kind" TEXT NOT NULL,
    "user_id" UUID,
    "recipient" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "headers" JSONB NOT NULL DEFAULT '{}',
    "reply_to" TEXT,
    "dedupe_key" TEXT,
    "status" "public"."mail_status" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "enqueued_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "mail_outbox_dedupe_key_key" ON "public"."mail_outbox"("dedupe_key");
CREATE INDEX "mail_outbox_status_created_at_idx" ON "public"."mail_outbox"("status", "created_at");
CREATE INDEX "mail_outbox_user_id_idx" ON "public"."mail_outbox"("user_id");

ALTER TABLE "public"."mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE;
