CREATE TABLE "handoff_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'verification_sent' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_check_at" timestamp with time zone,
	"connected_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "handoff_tokens" ADD CONSTRAINT "handoff_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_connections" ADD CONSTRAINT "messaging_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handoff_tokens_token_hash_key" ON "handoff_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "messaging_connections_phone_idx" ON "messaging_connections" USING btree ("phone");