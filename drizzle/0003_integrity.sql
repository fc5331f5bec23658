DROP INDEX "automation_sessions_user_id_idx";--> statement-breakpoint
ALTER TABLE "simulation_locks" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing databases may hold the duplicates these unique indexes now forbid: keep the newest
-- active assessment session, the newest automation row and the earliest connected number.
UPDATE "assessment_sessions" s SET "status" = 'abandoned' WHERE s."status" = 'active' AND EXISTS (SELECT 1 FROM "assessment_sessions" o WHERE o."user_id" = s."user_id" AND o."status" = 'active' AND (o."created_at", o."id") > (s."created_at", s."id"));--> statement-breakpoint
DELETE FROM "automation_sessions" s WHERE EXISTS (SELECT 1 FROM "automation_sessions" o WHERE o."user_id" = s."user_id" AND (o."updated_at", o."id") > (s."updated_at", s."id"));--> statement-breakpoint
UPDATE "messaging_connections" s SET "status" = 'verification_sent', "connected_at" = NULL WHERE s."status" = 'connected' AND EXISTS (SELECT 1 FROM "messaging_connections" o WHERE o."phone" = s."phone" AND o."status" = 'connected' AND (o."connected_at", o."user_id") < (s."connected_at", s."user_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_sessions_one_active_key" ON "assessment_sessions" USING btree ("user_id") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "automation_sessions_user_id_key" ON "automation_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_connections_connected_phone_key" ON "messaging_connections" USING btree ("phone") WHERE status = 'connected';--> statement-breakpoint
CREATE INDEX "outbox_user_id_created_at_idx" ON "outbox" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_recipient_created_at_idx" ON "outbox" USING btree ("recipient","created_at" DESC NULLS LAST);