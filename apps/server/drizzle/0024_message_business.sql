ALTER TABLE "message" ADD COLUMN "business_type" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "business_id" bigint;