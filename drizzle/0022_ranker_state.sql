CREATE TABLE "ranker_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"params" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranker_network" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"state" jsonb NOT NULL,
	"learned_until" timestamp with time zone,
	"refitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranker_pair_sides" (
	"pair_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"own_score" double precision NOT NULL,
	"traits" jsonb NOT NULL,
	"pair" jsonb NOT NULL,
	CONSTRAINT "ranker_pair_sides_pair_id_user_id_pk" PRIMARY KEY("pair_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ranker_members" ADD CONSTRAINT "ranker_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranker_pair_sides" ADD CONSTRAINT "ranker_pair_sides_pair_id_agent_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."agent_pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranker_pair_sides" ADD CONSTRAINT "ranker_pair_sides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranker_pair_sides_user_id_idx" ON "ranker_pair_sides" USING btree ("user_id");