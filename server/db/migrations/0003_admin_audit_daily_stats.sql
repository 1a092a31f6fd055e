CREATE TYPE "public"."audit_action" AS ENUM('create', 'update', 'delete', 'restore', 'hard_delete', 'import');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"section" text NOT NULL,
	"record_id" text NOT NULL,
	"record_label" text,
	"action" "audit_action" NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "shop_daily_stats" (
	"day" date NOT NULL,
	"shop_id" uuid NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"votes_worked" integer DEFAULT 0 NOT NULL,
	"votes_failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_daily_stats_day_shop_id_pk" PRIMARY KEY("day","shop_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_daily_stats" ADD CONSTRAINT "shop_daily_stats_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("section","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "shop_daily_stats_shop_idx" ON "shop_daily_stats" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "coupons_status_created_at_idx" ON "coupons" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shops_created_at_idx" ON "shops" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");