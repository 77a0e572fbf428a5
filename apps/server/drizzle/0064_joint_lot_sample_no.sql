ALTER TABLE "joint_lot" ADD COLUMN "sample_no" text;--> statement-breakpoint
-- Hand-written (drizzle-kit adds the column NOT NULL at once, which existing rows refuse): give the lots
-- already recorded their label codes JT-<project>-<day recorded yyyymmdd>-nnn in the order they were entered
-- (the day in the default business zone, Asia/Shanghai), start the counters past them, then make the column
-- NOT NULL as the table file says (docs/domains/witness.md "Labelled specimens").
UPDATE "joint_lot" j SET "sample_no" = n."code"
FROM (
  SELECT "id", 'JT-' || "project_id" || '-' || "day" || '-' || lpad("seq", greatest(3, length("seq")), '0') AS "code"
  FROM (
    SELECT "id", "project_id", to_char("created_at" AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') AS "day",
      (row_number() OVER (
        PARTITION BY "project_id", to_char("created_at" AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') ORDER BY "id"
      ))::text AS "seq"
    FROM "joint_lot"
  ) n0
) n
WHERE n."id" = j."id";--> statement-breakpoint
INSERT INTO "code_counter" ("project_id", "kind", "day", "n")
SELECT (m)[2]::bigint, (m)[1], (m)[3], max((m)[4]::int)
FROM (SELECT regexp_match("sample_no", '^(JT)-(\d{1,15})-(\d{8})-(\d{1,9})$') AS m FROM "joint_lot") codes
WHERE m IS NOT NULL
GROUP BY 1, 2, 3
ON CONFLICT ("project_id", "kind", "day") DO UPDATE SET "n" = greatest("code_counter"."n", excluded."n");--> statement-breakpoint
ALTER TABLE "joint_lot" ALTER COLUMN "sample_no" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "joint_lot_sample_no_key" ON "joint_lot" USING btree ("sample_no");
