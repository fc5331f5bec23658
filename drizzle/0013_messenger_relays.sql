CREATE TABLE "messenger_relays" (
	"pair_id" uuid PRIMARY KEY NOT NULL,
	"low_user_id" uuid NOT NULL,
	"high_user_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"ended_reason" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"low_focus_at" timestamp with time zone DEFAULT now() NOT NULL,
	"high_focus_at" timestamp with time zone DEFAULT now() NOT NULL,
	"low_with_maya" boolean DEFAULT false NOT NULL,
	"high_with_maya" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messenger_relays" ADD CONSTRAINT "messenger_relays_pair_id_agent_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."agent_pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_relays" ADD CONSTRAINT "messenger_relays_low_user_id_users_id_fk" FOREIGN KEY ("low_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_relays" ADD CONSTRAINT "messenger_relays_high_user_id_users_id_fk" FOREIGN KEY ("high_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messenger_relays_low_user_id_idx" ON "messenger_relays" USING btree ("low_user_id");--> statement-breakpoint
CREATE INDEX "messenger_relays_high_user_id_idx" ON "messenger_relays" USING btree ("high_user_id");