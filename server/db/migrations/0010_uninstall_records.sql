ALTER TABLE "uninstall_feedback" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "uninstall_feedback" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uninstall_feedback_created_at_idx" ON "uninstall_feedback" USING btree ("created_at");
--> statement-breakpoint
UPDATE "uninstall_feedback" SET "updated_at" = "created_at";