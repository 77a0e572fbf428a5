ALTER TABLE "app_user" ADD COLUMN "avatar_file_id" uuid;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "introduction" text DEFAULT '' NOT NULL;