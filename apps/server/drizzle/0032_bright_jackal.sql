ALTER TABLE "message" ADD COLUMN "sender_user_id" bigint;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "attachment_file_id" uuid;