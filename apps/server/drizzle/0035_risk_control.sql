CREATE TABLE "risk_check" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inspection_id" bigint NOT NULL,
	"source_id" bigint NOT NULL,
	"result" text NOT NULL,
	"hazard" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rectification_id" bigint
);
--> statement-breakpoint
CREATE TABLE "risk_inspection" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"inspection_no" text NOT NULL,
	"inspect_date" date NOT NULL,
	"inspector_id" bigint NOT NULL,
	"inspector_name" text NOT NULL,
	"inspector_role" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_source" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"source_no" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"scale" text NOT NULL,
	"location" text NOT NULL,
	"risk_level" text NOT NULL,
	"measures" text NOT NULL,
	"responsible" text NOT NULL,
	"plan_status" text DEFAULT 'NONE' NOT NULL,
	"review_date" date,
	"start_date" date,
	"end_date" date,
	"last_inspected_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "risk_check_inspection_idx" ON "risk_check" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "risk_check_source_idx" ON "risk_check" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_inspection_project_no_key" ON "risk_inspection" USING btree ("project_id","inspection_no");--> statement-breakpoint
CREATE INDEX "risk_inspection_project_date_idx" ON "risk_inspection" USING btree ("project_id","inspect_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "risk_source_project_no_key" ON "risk_source" USING btree ("project_id","source_no");