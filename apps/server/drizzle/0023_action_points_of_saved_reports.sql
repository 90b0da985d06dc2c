-- Issue #38 item 3, decision 093: reports saved before action points existed get theirs, by the
-- rule of actionPointLinesOf (packages/contract/src/action-points.ts): one point per line of the
-- Actiepunten block (split at \r\n, \r or \n), trimmed of JavaScript's white space, a leading
-- bullet ("-", "*", "•", "·", "–", "—") or number ("1.", "2)", "(3)") with the space after it
-- taken off, empty lines left out. Reports that have points already keep them, so a second run
-- changes nothing. action-points-migration.test.ts checks SQL and code agree on a table of blocks.
INSERT INTO "action_points" ("report_id", "practice_id", "position", "text")
SELECT "line"."report_id", "line"."practice_id",
       (row_number() OVER (PARTITION BY "line"."report_id" ORDER BY "line"."n") - 1)::integer,
       "line"."text"
  FROM (
    SELECT r."id" AS "report_id", r."practice_id", s."n",
           regexp_replace(
             regexp_replace(
               s."line",
               '^[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
               '', 'g'),
             '^(?:[-*•·–—]+|\(?[0-9]{1,3}[.)])[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+',
             '') AS "text"
      FROM "reports" r
     CROSS JOIN LATERAL regexp_split_to_table(r."overig", E'\r\n|\r|\n') WITH ORDINALITY AS s("line", "n")
     WHERE NOT EXISTS (SELECT 1 FROM "action_points" p WHERE p."report_id" = r."id")
  ) "line"
 WHERE "line"."text" <> '';
