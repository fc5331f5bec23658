CREATE TABLE "messenger_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messenger_links" (
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disconnected_at" timestamp with time zone,
	"last_inbound_at" timestamp with time zone,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	CONSTRAINT "messenger_links_user_id_channel_pk" PRIMARY KEY("user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "messenger_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"dedupe_key" text,
	"direction" text DEFAULT 'out' NOT NULL,
	"text" text NOT NULL,
	"buttons" jsonb,
	"document" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messenger_updates" (
	"channel" text NOT NULL,
	"update_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "messenger_updates_channel_update_id_pk" PRIMARY KEY("channel","update_id")
);
--> statement-breakpoint
ALTER TABLE "automation_sessions" ADD COLUMN "resume_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messenger_link_tokens" ADD CONSTRAINT "messenger_link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_links" ADD CONSTRAINT "messenger_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_outbox" ADD CONSTRAINT "messenger_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messenger_link_tokens_user_id_idx" ON "messenger_link_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_links_connected_address_key" ON "messenger_links" USING btree ("channel","address") WHERE status = 'connected';--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_links_preferred_key" ON "messenger_links" USING btree ("user_id") WHERE preferred and status = 'connected';--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_outbox_dedupe_key" ON "messenger_outbox" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "messenger_outbox_due_idx" ON "messenger_outbox" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "messenger_outbox_chat_idx" ON "messenger_outbox" USING btree ("channel","address","id");--> statement-breakpoint
CREATE INDEX "messenger_outbox_chat_sent_idx" ON "messenger_outbox" USING btree ("channel","address","sent_at");--> statement-breakpoint
CREATE INDEX "messenger_outbox_user_id_idx" ON "messenger_outbox" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "messenger_updates_received_at_idx" ON "messenger_updates" USING btree ("received_at");