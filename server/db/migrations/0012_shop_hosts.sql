ALTER TABLE "shops" ADD COLUMN "hosts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "shops_hosts_idx" ON "shops" USING gin ("hosts");--> statement-breakpoint
UPDATE "shops" SET "hosts" = ARRAY["site"."entry"]
FROM (
  SELECT "id",
    regexp_replace(regexp_replace(lower("m"[1]), '\.$', ''), '^(www|m)\.', '') || lower("m"[2]) AS "entry"
  FROM "shops", regexp_match("website_url", '^https?://([^/?#:@]+)(?::[0-9]*)?((?:/[^/?#]+){0,2})', 'i') AS "m"
) AS "site"
WHERE "site"."id" = "shops"."id"
  AND "site"."entry" ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+(/|$)'
  AND "site"."entry" !~ '^[0-9.]+(/|$)';
