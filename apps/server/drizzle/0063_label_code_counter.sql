CREATE TABLE "code_counter" (
	"project_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "code_counter_project_id_kind_day_pk" PRIMARY KEY("project_id","kind","day")
);
--> statement-breakpoint
-- Hand-written: start each counter at the highest number already issued, read from the codes themselves
-- (SK- of test-block groups, CL- of material samples), so no code in use — or printed on a label — is
-- issued again (docs/domains/witness.md "Labelled specimens").
INSERT INTO "code_counter" ("project_id", "kind", "day", "n")
SELECT (m)[2]::bigint, (m)[1], (m)[3], max((m)[4]::int)
FROM (
  SELECT regexp_match("sample_no", '^(SK)-(\d{1,15})-(\d{8})-(\d{1,9})$') AS m FROM "specimen"
  UNION ALL
  SELECT regexp_match("sample_no", '^(CL)-(\d{1,15})-(\d{8})-(\d{1,9})$') AS m FROM "rebar_batch"
) codes
WHERE m IS NOT NULL
GROUP BY 1, 2, 3;
