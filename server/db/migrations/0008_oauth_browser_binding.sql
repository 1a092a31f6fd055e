ALTER TABLE "oauth_login_sessions" ADD COLUMN "binding_hash" text;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "binding_hash" text;