DROP INDEX "progress_record_plan_week_key";--> statement-breakpoint
CREATE UNIQUE INDEX "progress_record_item_week_key" ON "progress_record" USING btree ("project_id","item_name","week_start");