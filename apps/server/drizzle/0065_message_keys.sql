ALTER TABLE "message" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "content_key" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "rectification" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "rectification" ADD COLUMN "title_params" jsonb;--> statement-breakpoint
ALTER TABLE "rectification" ADD COLUMN "problem_key" text;--> statement-breakpoint
ALTER TABLE "rectification" ADD COLUMN "problem_params" jsonb;--> statement-breakpoint
ALTER TABLE "test_block_warning" ADD COLUMN "detail_key" text;--> statement-breakpoint
ALTER TABLE "test_block_warning" ADD COLUMN "detail_params" jsonb;