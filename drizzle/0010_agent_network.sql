CREATE TABLE "agent_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_pass_at" timestamp with time zone,
	"screened_count" integer DEFAULT 0 NOT NULL,
	"budget_day" date,
	"model_calls" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"low_user_id" uuid NOT NULL,
	"high_user_id" uuid NOT NULL,
	"status" text DEFAULT 'screened' NOT NULL,
	"low_score" real NOT NULL,
	"high_score" real NOT NULL,
	"reciprocal_score" real NOT NULL,
	"seed" integer NOT NULL,
	"week" jsonb,
	"low_verdict" jsonb,
	"high_verdict" jsonb,
	"low_decision" text,
	"high_decision" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"week_at" timestamp with time zone,
	"proposed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"introduced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_pairs_ordered_check" CHECK ("agent_pairs"."low_user_id" < "agent_pairs"."high_user_id")
);
--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"blocker_user_id" uuid NOT NULL,
	"blocked_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_blocker_user_id_blocked_user_id_pk" PRIMARY KEY("blocker_user_id","blocked_user_id")
);
--> statement-breakpoint
CREATE TABLE "member_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"seeks" text[] NOT NULL,
	"age_min" smallint NOT NULL,
	"age_max" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"city_name" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"max_km" integer NOT NULL,
	"looking_for" text NOT NULL,
	"share_age" boolean DEFAULT true NOT NULL,
	"share_area" boolean DEFAULT true NOT NULL,
	"share_summary" boolean DEFAULT true NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_preferences_age_range_check" CHECK ("member_preferences"."age_min" >= 18 and "member_preferences"."age_min" <= "member_preferences"."age_max")
);
--> statement-breakpoint
CREATE TABLE "member_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"reported_user_id" uuid NOT NULL,
	"pair_id" uuid,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_members" ADD CONSTRAINT "agent_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_pairs" ADD CONSTRAINT "agent_pairs_low_user_id_users_id_fk" FOREIGN KEY ("low_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_pairs" ADD CONSTRAINT "agent_pairs_high_user_id_users_id_fk" FOREIGN KEY ("high_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_user_id_users_id_fk" FOREIGN KEY ("blocker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_user_id_users_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD CONSTRAINT "member_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_pair_id_agent_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."agent_pairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_pairs_pair_key" ON "agent_pairs" USING btree ("low_user_id","high_user_id");--> statement-breakpoint
CREATE INDEX "agent_pairs_high_user_id_idx" ON "agent_pairs" USING btree ("high_user_id");--> statement-breakpoint
CREATE INDEX "agent_pairs_status_expires_at_idx" ON "agent_pairs" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "member_blocks_blocked_user_id_idx" ON "member_blocks" USING btree ("blocked_user_id");--> statement-breakpoint
CREATE INDEX "member_preferences_gender_lat_idx" ON "member_preferences" USING btree ("gender","lat");--> statement-breakpoint
CREATE INDEX "member_reports_created_at_idx" ON "member_reports" USING btree ("created_at" DESC NULLS LAST);