CREATE TABLE "date_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pair_id" uuid NOT NULL,
	"status" text DEFAULT 'asking' NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"low_availability_text" text,
	"low_intervals" jsonb,
	"low_answered_at" timestamp with time zone,
	"high_availability_text" text,
	"high_intervals" jsonb,
	"high_answered_at" timestamp with time zone,
	"slots" jsonb,
	"low_picks" jsonb,
	"high_picks" jsonb,
	"chosen_start" timestamp with time zone,
	"chosen_end" timestamp with time zone,
	"place_idea" jsonb,
	"sequence" integer DEFAULT -1 NOT NULL,
	"low_remind_at" timestamp with time zone,
	"high_remind_at" timestamp with time zone,
	"low_reminded_at" timestamp with time zone,
	"high_reminded_at" timestamp with time zone,
	"agreed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "date_plans" ADD CONSTRAINT "date_plans_pair_id_agent_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."agent_pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "date_plans_open_pair_key" ON "date_plans" USING btree ("pair_id") WHERE status in ('asking', 'proposed');--> statement-breakpoint
CREATE INDEX "date_plans_pair_id_idx" ON "date_plans" USING btree ("pair_id","created_at");--> statement-breakpoint
CREATE INDEX "date_plans_agreed_idx" ON "date_plans" USING btree ("chosen_start") WHERE status = 'agreed';