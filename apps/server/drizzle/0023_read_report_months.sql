-- Reads the month out of each report's name as readReportMonth (packages/contract/src/report-month.ts)
-- does: the whole text is one of "6-2025", "06/2025", "06.2025", "2025-06", "2025/6", "juni 2025",
-- "jun. 2025", "Juni, 2025"; years 2000 to 2100. Names it cannot read keep their text and stay
-- without a month ("maand onbekend", decision 092). test/read-report-months-migration.test.ts
-- holds the two to each other. Each name's patterns are matched once (MATERIALIZED): inlined,
-- the planner repeated every match in each CASE, and 240,000 reports took minutes.
WITH "matched" AS MATERIALIZED (
  SELECT
    "id",
    regexp_match("plain", '^([0-9]{1,2}) ?[-/.] ?([0-9]{4})$') AS "month_first",
    regexp_match("plain", '^([0-9]{4}) ?[-/.] ?([0-9]{1,2})$') AS "year_first",
    regexp_match("plain", '^([a-z]+)\.?,? ?(?:''|’)?([0-9]{4})$') AS "named"
  FROM (
    -- JavaScript's trim, toLowerCase and \s, written out so no locale decides them: only A-Z
    -- and the Kelvin sign lower-case into a-z.
    SELECT
      "id",
      btrim(
        regexp_replace(
          translate(lower("name"), 'K', 'k'),
          '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+',
          ' ',
          'g'
        ),
        ' '
      ) AS "plain"
    FROM "reports"
  ) AS "typed"
),
"month_words" ("word", "number") AS (
  VALUES
    ('januari', 1), ('jan', 1), ('january', 1),
    ('februari', 2), ('feb', 2), ('febr', 2), ('february', 2),
    ('maart', 3), ('mrt', 3), ('mar', 3), ('march', 3),
    ('april', 4), ('apr', 4),
    ('mei', 5), ('may', 5),
    ('juni', 6), ('jun', 6), ('june', 6),
    ('juli', 7), ('jul', 7), ('july', 7),
    ('augustus', 8), ('aug', 8), ('august', 8),
    ('september', 9), ('sep', 9), ('sept', 9),
    ('oktober', 10), ('okt', 10), ('oct', 10), ('october', 10),
    ('november', 11), ('nov', 11),
    ('december', 12), ('dec', 12)
),
"read" AS (
  SELECT
    "matched"."id",
    CASE
      WHEN "month_first" IS NOT NULL THEN "month_first"[2]::int
      WHEN "year_first" IS NOT NULL THEN "year_first"[1]::int
      ELSE "named"[2]::int
    END AS "year",
    CASE
      WHEN "month_first" IS NOT NULL THEN "month_first"[1]::int
      WHEN "year_first" IS NOT NULL THEN "year_first"[2]::int
      ELSE "month_words"."number"
    END AS "month"
  FROM "matched"
  LEFT JOIN "month_words" ON "month_words"."word" = "matched"."named"[1]
)
UPDATE "reports"
SET "month_year" = "read"."year", "month_number" = "read"."month"
FROM "read"
WHERE "reports"."id" = "read"."id"
  AND "read"."year" BETWEEN 2000 AND 2100
  AND "read"."month" BETWEEN 1 AND 12;
