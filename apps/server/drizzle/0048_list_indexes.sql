CREATE INDEX "pile_project_machine_order_idx" ON "pile" USING btree ("project_id","machine_no","no_prefix","no_seq","id");--> statement-breakpoint
CREATE INDEX "specimen_project_id_idx" ON "specimen" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "specimen_project_made_idx" ON "specimen" USING btree ("project_id","make_date" DESC NULLS FIRST,"sample_no");