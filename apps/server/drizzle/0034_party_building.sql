CREATE TABLE "party_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"title" text NOT NULL,
	"activity_type" text NOT NULL,
	"activity_date" date NOT NULL,
	"place" text NOT NULL,
	"org_id" bigint NOT NULL,
	"org_name" text NOT NULL,
	"participant_count" integer NOT NULL,
	"content" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"return_reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"auditor_id" bigint,
	"auditor_name" text DEFAULT '' NOT NULL,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "party_examine" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"org_name" text NOT NULL,
	"period" text NOT NULL,
	"org_score" integer NOT NULL,
	"activity_score" integer NOT NULL,
	"education_score" integer NOT NULL,
	"role_score" integer NOT NULL,
	"total_score" integer NOT NULL,
	"grade" text NOT NULL,
	"examiner" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "party_member" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"org_id" bigint NOT NULL,
	"org_name" text NOT NULL,
	"member_type" text NOT NULL,
	"joined_on" date NOT NULL,
	"post" text NOT NULL,
	"phone" text NOT NULL,
	"id_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "party_org" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"name" text NOT NULL,
	"org_type" text NOT NULL,
	"parent_name" text DEFAULT '' NOT NULL,
	"secretary" text NOT NULL,
	"established_on" date NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "party_activity_project_date_title_key" ON "party_activity" USING btree ("project_id","activity_date","title");--> statement-breakpoint
CREATE INDEX "party_activity_org_idx" ON "party_activity" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "party_examine_project_org_period_key" ON "party_examine" USING btree ("project_id","org_name","period");--> statement-breakpoint
CREATE INDEX "party_examine_org_idx" ON "party_examine" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "party_member_project_phone_key" ON "party_member" USING btree ("project_id","phone");--> statement-breakpoint
CREATE INDEX "party_member_org_idx" ON "party_member" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "party_org_project_name_key" ON "party_org" USING btree ("project_id","name");