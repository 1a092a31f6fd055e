ALTER TABLE "coupons" ADD COLUMN "min_order_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_order_currency" text;