CREATE TABLE "relay_held_messages" (
	"pair_id" uuid NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"rule" text NOT NULL,
	"editing" boolean DEFAULT false NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relay_held_messages_pair_id_sender_user_id_pk" PRIMARY KEY("pair_id","sender_user_id")
);
--> statement-breakpoint
CREATE TABLE "relay_screen_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pair_id" uuid NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"rule" text NOT NULL,
	"action" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "relay_held_messages" ADD CONSTRAINT "relay_held_messages_pair_id_messenger_relays_pair_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."messenger_relays"("pair_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_held_messages" ADD CONSTRAINT "relay_held_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_screen_decisions" ADD CONSTRAINT "relay_screen_decisions_pair_id_messenger_relays_pair_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."messenger_relays"("pair_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_screen_decisions" ADD CONSTRAINT "relay_screen_decisions_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relay_screen_decisions_decided_at_idx" ON "relay_screen_decisions" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "relay_screen_decisions_sender_idx" ON "relay_screen_decisions" USING btree ("sender_user_id");