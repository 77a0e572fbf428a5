CREATE TABLE "gb50300_item" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"parent_code" text,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_party" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"party_type" text NOT NULL,
	"company_id" bigint,
	"credit_code" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"person_name" text NOT NULL,
	"person_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_subitem" (
	"project_id" bigint NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "project_subitem_project_id_code_pk" PRIMARY KEY("project_id","code")
);
--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "owner_company_id" bigint;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "contractor_company_id" bigint;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "contractor_manager_name" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "contractor_manager_phone" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "contractor_tech_name" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "contractor_tech_phone" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "registrant_id" bigint;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "reviewer_id" bigint;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "gb50300_item_parent_idx" ON "gb50300_item" USING btree ("parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "project_party_key" ON "project_party" USING btree ("project_id","party_type","person_name");--> statement-breakpoint
CREATE INDEX "project_registrant_idx" ON "project" USING btree ("registrant_id");--> statement-breakpoint
CREATE INDEX "project_audit_status_idx" ON "project" USING btree ("audit_status");