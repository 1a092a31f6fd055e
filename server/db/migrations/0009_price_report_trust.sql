ALTER TABLE "prices" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "reporter_network" text;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "page_title_ar" text;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "page_title_en" text;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "page_image" text;