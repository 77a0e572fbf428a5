ALTER TABLE "company" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "reviewed_at" timestamp with time zone;