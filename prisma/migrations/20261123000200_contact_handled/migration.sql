-- Contact messages get a "handled" mark (staff console), so the staff home can count what still
-- waits for an answer.
ALTER TABLE "public"."contact_messages" ADD COLUMN "handled_at" TIMESTAMPTZ(3);

CREATE INDEX "contact_messages_handled_at_created_at_idx" ON "public"."contact_messages"("handled_at", "created_at");
