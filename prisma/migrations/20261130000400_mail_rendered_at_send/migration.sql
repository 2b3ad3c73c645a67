-- A mail written when it is sent (server/src/mail/mail-delivery.service.ts): the change's
-- transaction stores only which renderer writes it and what it needs (an event registration's
-- mail names the registration); the delivery renders it then, from the state of that moment, the
-- ticket's QR code and the .ics included. A mail the state no longer bears out (a confirmation of a
-- registration cancelled meanwhile) is not sent: superseded.
ALTER TYPE "public"."mail_status" ADD VALUE 'superseded';
ALTER TABLE "public"."mail_outbox"
  ADD COLUMN "renderer" TEXT,
  ADD COLUMN "render_input" JSONB;
