ALTER TABLE "preference_models" DROP COLUMN "digital_twin_profile";--> statement-breakpoint
ALTER TABLE "preference_models" DROP COLUMN "lifestyle_dossier";--> statement-breakpoint
ALTER TABLE "mobile_chat_sessions" DROP COLUMN "conversation_history";