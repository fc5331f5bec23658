CREATE TABLE "date_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"asked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_check_ins_plan_user_key" UNIQUE("plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pair_id" uuid NOT NULL,
	"plan_id" uuid,
	"kind" text NOT NULL,
	"answer" text,
	"value" integer,
	"received" integer,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outcomes_once_key" UNIQUE NULLS NOT DISTINCT("user_id","pair_id","kind","plan_id")
);
--> statement-breakpoint
ALTER TABLE "date_check_ins" ADD CONSTRAINT "date_check_ins_plan_id_date_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."date_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_check_ins" ADD CONSTRAINT "date_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_pair_id_agent_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."agent_pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_plan_id_date_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."date_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_check_ins_user_id_idx" ON "date_check_ins" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE INDEX "outcomes_updated_at_idx" ON "outcomes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "outcomes_pair_id_idx" ON "outcomes" USING btree ("pair_id");--> statement-breakpoint
CREATE INDEX "outcomes_plan_id_idx" ON "outcomes" USING btree ("plan_id");