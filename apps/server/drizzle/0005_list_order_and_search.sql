-- Lists are sorted and searched in the database (decision 023). portal_fold is the one rule for
-- comparing text in lists: lower case without accents (Latin-1 and Latin Extended-A letters).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN translate(
    lower(value),
    'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįıĵķĺļľłńņňōŏőŕŗřśŝşšţťŧũūŭůűųŵŷźżž',
    'aaaaaaceeeeiiiinoooooouuuuyyaaaccccddeeeeegggghhiiiiijkllllnnnooorrrsssstttuuuuuuwyzzz'
  );--> statement-breakpoint
-- The month a report's name holds ("06-2025", "2025-06", "juni 2025", "okt. 2025"), else null.
CREATE OR REPLACE FUNCTION report_month(name text) RETURNS date
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
AS $$
DECLARE
  folded text := portal_fold(name);
  parts text[];
  year int;
  month int;
BEGIN
  parts := regexp_match(folded, '(?:^|\D)(\d{1,2})\s*[-/.]\s*(\d{4})(?!\d)');
  IF parts IS NOT NULL THEN
    month := parts[1]::int;
    year := parts[2]::int;
  ELSE
    parts := regexp_match(folded, '(?:^|\D)(\d{4})\s*[-/.]\s*(\d{1,2})(?!\d)');
    IF parts IS NOT NULL THEN
      year := parts[1]::int;
      month := parts[2]::int;
    ELSE
      parts := regexp_match(folded, '(jan|feb|maa|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)[a-z]*\.?\s*[-/]?\s*(\d{4})(?!\d)');
      IF parts IS NULL THEN
        RETURN NULL;
      END IF;
      month := array_position(
        ARRAY['jan', 'feb', 'maa', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
        CASE parts[1] WHEN 'mrt' THEN 'maa' ELSE parts[1] END
      );
      year := parts[2]::int;
    END IF;
  END IF;
  IF month BETWEEN 1 AND 12 AND year >= 1 THEN
    RETURN make_date(year, month, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER TABLE "dashboards" ADD COLUMN "name_key" text GENERATED ALWAYS AS (portal_fold("name")) STORED;--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "name_key" text GENERATED ALWAYS AS (portal_fold("name")) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_key" text GENERATED ALWAYS AS (portal_fold("name")) STORED;--> statement-breakpoint
CREATE INDEX "dashboards_name_order_idx" ON "dashboards" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "practices_name_order_idx" ON "practices" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
-- A finer histogram, so that the planner sees how few users a long search matches and takes the
-- trigram index rather than walking the name order (decision 023).
ALTER TABLE "users" ALTER COLUMN "name_key" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "users_created_at_order_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_type_order_idx" ON "users" USING btree ("type","name_key","id");