CREATE TABLE "messenger_inbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"update_id" text NOT NULL,
	"address" text NOT NULL,
	"event" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"answered_at" timestamp with time zone,
	"answer" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
-- Updates already processed stay known, so a provider's retry across the upgrade is still not processed twice.
-- One whose processing never finished is left out: its retry is stored and worked.
INSERT INTO "messenger_inbox" ("channel", "update_id", "address", "status", "received_at", "done_at")
SELECT "channel", "update_id", '', 'done', "received_at", "done_at" FROM "messenger_updates" WHERE "done_at" IS NOT NULL;--> statement-breakpoint
DROP TABLE "messenger_updates" CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_inbox_update_key" ON "messenger_inbox" USING btree ("channel","update_id");--> statement-breakpoint
CREATE INDEX "messenger_inbox_pending_idx" ON "messenger_inbox" USING btree ("id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "messenger_inbox_chat_idx" ON "messenger_inbox" USING btree ("channel","address","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "messenger_inbox_received_at_idx" ON "messenger_inbox" USING btree ("received_at");