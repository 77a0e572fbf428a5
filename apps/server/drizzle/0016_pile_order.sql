DROP INDEX "pile_project_status_idx";--> statement-breakpoint
ALTER TABLE "pile" ADD COLUMN "no_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pile" ADD COLUMN "no_seq" bigint;--> statement-breakpoint
CREATE INDEX "pile_project_order_idx" ON "pile" USING btree ("project_id","no_prefix","no_seq","id");--> statement-breakpoint
CREATE INDEX "pile_project_status_order_idx" ON "pile" USING btree ("project_id","status","no_prefix","no_seq","id");--> statement-breakpoint
UPDATE "pile" SET "no_prefix" = regexp_replace("pile_no", '\d+$', ''), "no_seq" = nullif(substring("pile_no" from '\d+$'), '')::bigint;
