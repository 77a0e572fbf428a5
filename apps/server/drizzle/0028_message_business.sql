ALTER TABLE "message" ADD COLUMN "business_type" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "business_id" bigint;--> statement-breakpoint
-- Hand-written: the platform template of the project registration audit gained `platform: true` (platform
-- staff act without project membership); the seed re-adds it, since templates are never overwritten.
DELETE FROM "flow_definition" WHERE "business_type" = 'project-audit' AND "project_id" = 0;
