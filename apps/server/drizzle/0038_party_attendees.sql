ALTER TABLE "party_activity" ADD COLUMN "attendee_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "party_activity" ADD COLUMN "attendee_names" text DEFAULT '' NOT NULL;