ALTER TABLE "message" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "content_key" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "params" jsonb;