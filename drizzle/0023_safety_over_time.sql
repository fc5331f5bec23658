CREATE TABLE "date_day_checks" (
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"asked_again_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answer" text,
	CONSTRAINT "date_day_checks_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "date_shares" (
	"token" text PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relay_openings" (
	"pair_id" uuid NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"text_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relay_openings_pair_id_sender_user_id_pk" PRIMARY KEY("pair_id","sender_user_id")
);
--> statement-breakpoint
CREATE TABLE "safety_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	"lift_reason" text
);
--> statement-breakpoint
ALTER TABLE "date_day_checks" ADD CONSTRAINT "date_day_checks_plan_id_date_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."date_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_day_checks" ADD CONSTRAINT "date_day_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_shares" ADD CONSTRAINT "date_shares_plan_id_date_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."date_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_shares" ADD CONSTRAINT "date_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_openings" ADD CONSTRAINT "relay_openings_pair_id_messenger_relays_pair_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."messenger_relays"("pair_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_openings" ADD CONSTRAINT "relay_openings_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_holds" ADD CONSTRAINT "safety_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "date_shares_plan_user_key" ON "date_shares" USING btree ("plan_id","user_id");--> statement-breakpoint
CREATE INDEX "relay_openings_sender_idx" ON "relay_openings" USING btree ("sender_user_id","text_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_holds_open_key" ON "safety_holds" USING btree ("user_id","reason") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "safety_holds_created_at_idx" ON "safety_holds" USING btree ("created_at");