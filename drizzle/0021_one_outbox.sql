-- One outbox (ADR 059): the e-mail and Twilio copies of "outbox" move into the messenger's durable
-- outbox, which then takes the name "outbox". Every row is kept; the copies keep their times and status.
ALTER TABLE "messenger_outbox" ADD COLUMN "kind" text DEFAULT 'chat' NOT NULL;--> statement-breakpoint
ALTER TABLE "messenger_outbox" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "messenger_outbox" ADD COLUMN "payload" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "messenger_outbox" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
INSERT INTO "messenger_outbox" ("user_id", "kind", "channel", "address", "subject", "text", "payload", "status", "next_attempt_at", "sent_at", "created_at")
SELECT "user_id", "kind", CASE WHEN "kind" = 'email' THEN 'email' ELSE coalesce("payload"->>'channel', 'whatsapp') END,
  "recipient", "subject", "body", "payload", "status", "created_at", "sent_at", "created_at"
FROM "outbox" ORDER BY "created_at", "id";--> statement-breakpoint
DROP TABLE "outbox";--> statement-breakpoint
ALTER TABLE "messenger_outbox" RENAME TO "outbox";--> statement-breakpoint
ALTER SEQUENCE "messenger_outbox_id_seq" RENAME TO "outbox_id_seq";--> statement-breakpoint
ALTER TABLE "outbox" RENAME CONSTRAINT "messenger_outbox_pkey" TO "outbox_pkey";--> statement-breakpoint
ALTER TABLE "outbox" RENAME CONSTRAINT "messenger_outbox_user_id_users_id_fk" TO "outbox_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "messenger_outbox_dedupe_key" RENAME TO "outbox_dedupe_key";--> statement-breakpoint
ALTER INDEX "messenger_outbox_due_idx" RENAME TO "outbox_due_idx";--> statement-breakpoint
ALTER INDEX "messenger_outbox_chat_idx" RENAME TO "outbox_chat_idx";--> statement-breakpoint
ALTER INDEX "messenger_outbox_chat_sent_idx" RENAME TO "outbox_chat_sent_idx";--> statement-breakpoint
ALTER INDEX "messenger_outbox_user_id_idx" RENAME TO "outbox_user_id_idx";--> statement-breakpoint
ALTER INDEX "messenger_outbox_created_at_idx" RENAME TO "outbox_created_at_idx";--> statement-breakpoint
CREATE INDEX "outbox_address_created_at_idx" ON "outbox" USING btree ("address","created_at");
