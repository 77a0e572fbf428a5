ALTER TABLE "test_block_warning" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "test_block_warning" ADD COLUMN "title_params" jsonb;