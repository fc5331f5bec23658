CREATE TABLE "memory_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"value" text NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_text)) STORED NOT NULL,
	"source_text" text NOT NULL,
	"source_kind" text DEFAULT 'chat' NOT NULL,
	"source_message_id" text,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "social_contexts_user_id_idx";--> statement-breakpoint
ALTER TABLE "user_interactions" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "memory_facts" ADD CONSTRAINT "memory_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memory_facts_current_slot_key" ON "memory_facts" USING btree ("user_id","slot") WHERE "memory_facts"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "memory_facts_user_id_created_at_idx" ON "memory_facts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memory_facts_search_idx" ON "memory_facts" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "social_contexts_user_id_key" ON "social_contexts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_interactions_user_id_client_id_key" ON "user_interactions" USING btree ("user_id","client_id");