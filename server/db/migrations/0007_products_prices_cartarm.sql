CREATE TYPE "public"."alert_rule" AS ENUM('TARGET_PRICE', 'DROP_PERCENT', 'ANY_DROP', 'BACK_IN_STOCK');--> statement-breakpoint
CREATE TYPE "public"."price_alert_status" AS ENUM('PENDING', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."price_source" AS ENUM('EXTENSION', 'APP', 'ADMIN');--> statement-breakpoint
CREATE TABLE "cartarm_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"cart_url_patterns" text[] DEFAULT '{}'::text[] NOT NULL,
	"checkout_url_patterns" text[] DEFAULT '{}'::text[] NOT NULL,
	"coupon_input_selector" text NOT NULL,
	"apply_button_selector" text NOT NULL,
	"total_selector" text NOT NULL,
	"success_selector" text,
	"error_selector" text,
	"wait_ms" integer DEFAULT 1500 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" "run_status" DEFAULT 'ACTIVE' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupon_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"worked" boolean NOT NULL,
	"total_before" numeric(14, 2),
	"total_after" numeric(14, 2),
	"currency" text,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_id" uuid,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"rule" "alert_rule" NOT NULL,
	"old_price" numeric(14, 2),
	"new_price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" "price_alert_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_daily" (
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"low" numeric(14, 2) NOT NULL,
	"high" numeric(14, 2) NOT NULL,
	"close" numeric(14, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"samples" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	CONSTRAINT "price_daily_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" "price_source" NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_trackings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"rule" "alert_rule" NOT NULL,
	"target_price" numeric(14, 2),
	"drop_percent" integer,
	"base_price" numeric(14, 2),
	"armed" boolean DEFAULT true NOT NULL,
	"alerts_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"url" text NOT NULL,
	"store_product_id" text,
	"title_ar" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"image" text,
	"currency" text NOT NULL,
	"current_price" numeric(14, 2),
	"in_stock" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "auto_worked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "auto_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cartarm_rules" ADD CONSTRAINT "cartarm_rules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_results" ADD CONSTRAINT "coupon_results_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_tracking_id_product_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."product_trackings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_daily" ADD CONSTRAINT "price_daily_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_trackings" ADD CONSTRAINT "product_trackings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_trackings" ADD CONSTRAINT "product_trackings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cartarm_rules_shop_key" ON "cartarm_rules" USING btree ("shop_id") WHERE "cartarm_rules"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cartarm_rules_created_at_idx" ON "cartarm_rules" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "coupon_results_coupon_idx" ON "coupon_results" USING btree ("coupon_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_pending_idx" ON "price_alerts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "prices_product_observed_idx" ON "prices" USING btree ("product_id","observed_at");--> statement-breakpoint
CREATE INDEX "prices_created_at_idx" ON "prices" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_trackings_user_product_key" ON "product_trackings" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "product_trackings_product_idx" ON "product_trackings" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_url_key" ON "products" USING btree ("shop_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_store_id_key" ON "products" USING btree ("shop_id","store_product_id") WHERE "products"."store_product_id" is not null;--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);