ALTER TABLE "rebar_batch" ADD COLUMN "sample_no" text;--> statement-breakpoint
-- Hand-written (drizzle-kit adds the column NOT NULL at once, which existing rows refuse): give the
-- batches already recorded their label codes in the order they were entered, CL-<project>-<arrival
-- yyyymmdd>-nnn as the service allocates them (docs/domains/witness.md "Labelled specimens"), then
-- make the column NOT NULL as the table file says.
UPDATE "rebar_batch" b SET "sample_no" = n."code"
FROM (
  SELECT "id", 'CL-' || "project_id" || '-' || to_char("arrival_date", 'YYYYMMDD') || '-'
    || lpad(n0."seq", greatest(3, length(n0."seq")), '0') AS "code"
  FROM (
    SELECT "id", "project_id", "arrival_date",
      (row_number() OVER (PARTITION BY "project_id", "arrival_date" ORDER BY "id"))::text AS "seq"
    FROM "rebar_batch"
  ) n0
) n
WHERE n."id" = b."id";--> statement-breakpoint
ALTER TABLE "rebar_batch" ALTER COLUMN "sample_no" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rebar_batch_sample_no_key" ON "rebar_batch" USING btree ("sample_no");
