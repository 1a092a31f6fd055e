-- Trigram index for store search (LIKE '%…%' on the folded names). pg_trgm is a trusted
-- extension (PostgreSQL 13+); PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "shops_search_text_trgm_idx" ON "shops" USING gin ("search_text" gin_trgm_ops);
