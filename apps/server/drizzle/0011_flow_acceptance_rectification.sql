CREATE TABLE "acceptance" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"level" text NOT NULL,
	"code" text NOT NULL,
	"lot_no" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"lot_size" integer,
	"sample_size" integer,
	"main_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"general_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"records_complete" boolean DEFAULT false NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"applicant_id" bigint,
	"flow_instance_id" bigint,
	"rectification_id" bigint,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_action" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" bigint NOT NULL,
	"step" smallint NOT NULL,
	"action" text NOT NULL,
	"actor_id" bigint,
	"comment" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delegate_to" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_definition" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_type" text NOT NULL,
	"project_id" bigint DEFAULT 0 NOT NULL,
	"applicant_roles" integer[] NOT NULL,
	"steps" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_instance" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"business_type" text NOT NULL,
	"business_id" bigint NOT NULL,
	"title" text NOT NULL,
	"steps" jsonb NOT NULL,
	"current_step" smallint DEFAULT 0 NOT NULL,
	"current_roles" integer[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"applicant_id" bigint,
	"delegate_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rectification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_id" bigint,
	"title" text NOT NULL,
	"problem" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deadline" date NOT NULL,
	"severity" text DEFAULT 'normal' NOT NULL,
	"responsible_company_id" bigint,
	"responsible_user_id" bigint,
	"issuer_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply_content" text DEFAULT '' NOT NULL,
	"reply_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"replied_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"warned_at" timestamp with time zone,
	"flow_instance_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "acceptance_record_uq" ON "acceptance" USING btree ("project_id","level","code","lot_no");--> statement-breakpoint
CREATE INDEX "acceptance_project_idx" ON "acceptance" USING btree ("project_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "flow_action_instance_idx" ON "flow_action" USING btree ("instance_id","id");--> statement-breakpoint
CREATE INDEX "flow_action_actor_idx" ON "flow_action" USING btree ("actor_id","instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_definition_type_project_uq" ON "flow_definition" USING btree ("business_type","project_id");--> statement-breakpoint
CREATE INDEX "flow_instance_business_idx" ON "flow_instance" USING btree ("business_type","business_id");--> statement-breakpoint
CREATE INDEX "flow_instance_project_status_idx" ON "flow_instance" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "flow_instance_applicant_idx" ON "flow_instance" USING btree ("applicant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "flow_instance_one_pending_uq" ON "flow_instance" USING btree ("business_type","business_id") WHERE "flow_instance"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "rectification_project_idx" ON "rectification" USING btree ("project_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rectification_source_idx" ON "rectification" USING btree ("source","source_id");