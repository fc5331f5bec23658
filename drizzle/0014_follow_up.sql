CREATE TABLE "follow_up_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"answer" integer NOT NULL,
	"position" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_answers_answer_check" CHECK ("follow_up_answers"."answer" between 1 and 5),
	CONSTRAINT "follow_up_answers_position_check" CHECK ("follow_up_answers"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "follow_up_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "follow_up_answers" ADD CONSTRAINT "follow_up_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_answers" ADD CONSTRAINT "follow_up_answers_session_id_assessment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."assessment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_answers_session_item_key" ON "follow_up_answers" USING btree ("session_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_answers_session_position_key" ON "follow_up_answers" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "follow_up_answers_user_id_idx" ON "follow_up_answers" USING btree ("user_id");