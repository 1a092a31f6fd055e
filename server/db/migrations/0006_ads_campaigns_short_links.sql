CREATE TYPE "public"."ad_placement" AS ENUM('EXTENSION_BANNER', 'MOBILE_BANNER', 'IN_LIST');--> statement-breakpoint
CREATE TYPE "public"."platform" AS ENUM('MOBILE_APP', 'BROWSER_EXTENSION', 'WEBSITE', 'SOCIAL_MEDIA', 'ALL');--> statement-breakpoint
CREATE TYPE "public"."run_status" AS ENUM('ACTIVE', 'PAUSED');--> statement-breakpoint
CREATE TABLE "ad_daily_stats" (
	"day" date NOT NULL,
	"ad_id" uuid NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_stats_day_ad_id_pk" PRIMARY KEY("day","ad_id")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"text_ar" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"image" text,
	"target_url" text NOT NULL,
	"platform" "platform" DEFAULT 'ALL' NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"placement" "ad_placement" NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" "run_status" DEFAULT 'ACTIVE' NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_coupons" (
	"campaign_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_coupons_campaign_id_coupon_id_pk" PRIMARY KEY("campaign_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_shops" (
	"campaign_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_shops_campaign_id_shop_id_pk" PRIMARY KEY("campaign_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"banner" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"platforms" "platform"[] DEFAULT '{ALL}'::platform[] NOT NULL,
	"status" "run_status" DEFAULT 'ACTIVE' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "short_link_daily_stats" (
	"day" date NOT NULL,
	"link_id" uuid NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "short_link_daily_stats_day_link_id_country_platform_referrer_host_pk" PRIMARY KEY("day","link_id","country","platform","referrer_host")
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"target_url" text NOT NULL,
	"targets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ad_daily_stats" ADD CONSTRAINT "ad_daily_stats_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_coupons" ADD CONSTRAINT "campaign_coupons_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_coupons" ADD CONSTRAINT "campaign_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_shops" ADD CONSTRAINT "campaign_shops_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_shops" ADD CONSTRAINT "campaign_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_link_daily_stats" ADD CONSTRAINT "short_link_daily_stats_link_id_short_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."short_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_daily_stats_ad_idx" ON "ad_daily_stats" USING btree ("ad_id","day");--> statement-breakpoint
CREATE INDEX "ads_running_idx" ON "ads" USING btree ("status","placement","priority");--> statement-breakpoint
CREATE INDEX "ads_created_at_idx" ON "ads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "campaign_coupons_coupon_idx" ON "campaign_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "campaign_shops_shop_idx" ON "campaign_shops" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_slug_key" ON "campaigns" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "campaigns_running_idx" ON "campaigns" USING btree ("status","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "short_link_daily_stats_link_idx" ON "short_link_daily_stats" USING btree ("link_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_slug_key" ON "short_links" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "short_links_created_at_idx" ON "short_links" USING btree ("created_at");