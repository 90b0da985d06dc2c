-- Issue #39 item 7, decision 086: the Logboek keeps which of a report's text blocks changed and
-- their word counts, never the text. Records written before this, {"klanten": {"old": "…",
-- "new": "…"}}, become {"klanten": {"words": {"old": 120, "new": 134}}}; other fields stay.
-- Words are counted as contract/reports.ts countWords does: runs of what JavaScript's \s
-- matches separate them, spelled out so that PGlite and PostgreSQL count alike.
UPDATE "audit_events" AS "event"
SET "changes" = (
	SELECT jsonb_object_agg("field"."key", CASE
		WHEN "field"."key" IN ('klanten', 'verrichtingen', 'team', 'financien', 'overig')
			AND 'string' IN (jsonb_typeof("field"."value" -> 'old'), jsonb_typeof("field"."value" -> 'new'))
		THEN jsonb_build_object('words', jsonb_strip_nulls(jsonb_build_object(
			'old', CASE WHEN jsonb_typeof("field"."value" -> 'old') = 'string' THEN (
				SELECT count(*)::integer
				FROM regexp_split_to_table("field"."value" ->> 'old', '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+') AS "word"
				WHERE "word" <> '') END,
			'new', CASE WHEN jsonb_typeof("field"."value" -> 'new') = 'string' THEN (
				SELECT count(*)::integer
				FROM regexp_split_to_table("field"."value" ->> 'new', '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+') AS "word"
				WHERE "word" <> '') END)))
		ELSE "field"."value" END)
	FROM jsonb_each("event"."changes") AS "field"
)
WHERE "event"."entity_type" = 'report'
	AND CASE WHEN jsonb_typeof("event"."changes") = 'object' THEN EXISTS (
		SELECT 1 FROM jsonb_each("event"."changes") AS "field"
		WHERE "field"."key" IN ('klanten', 'verrichtingen', 'team', 'financien', 'overig')
			AND 'string' IN (jsonb_typeof("field"."value" -> 'old'), jsonb_typeof("field"."value" -> 'new'))
	) ELSE false END;
