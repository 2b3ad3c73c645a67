-- Web Push for members (docs/product-rules.md §4): one subscription per
-- device (the push service's endpoint is the device's; a device signed in again by another member
-- moves to them), and per kind of notification the member's choice of push beside the mail one.
-- Push is off until the member chooses it (the browser asks for the permission then).
CREATE TABLE "public"."push_subscriptions" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "user_id" UUID NOT NULL,
  "endpoint" TEXT NOT NULL,
  "p256dh" TEXT NOT NULL,
  "auth" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "last_used_at" TIMESTAMPTZ(3),
  CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "public"."push_subscriptions"("endpoint");
CREATE INDEX "push_subscriptions_user_id_idx" ON "public"."push_subscriptions"("user_id");
ALTER TABLE "public"."push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "public"."notification_settings"
  ADD COLUMN "push_event_updates" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "push_event_reminders" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "push_membership" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "push_new_events" BOOLEAN NOT NULL DEFAULT false;
