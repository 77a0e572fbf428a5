CREATE TABLE "foundation_check" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"check_no" text NOT NULL,
	"location" text NOT NULL,
	"kind" text NOT NULL,
	"design_value" numeric(9, 3) NOT NULL,
	"measured_value" numeric(9, 3) NOT NULL,
	"checked_on" date NOT NULL,
	"inspector" text NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works_abnormal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"abnormal_no" text NOT NULL,
	"source" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" bigint NOT NULL,
	"record_no" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"spot_check_id" bigint,
	"rectification_id" bigint,
	"handling" text DEFAULT '' NOT NULL,
	"handled_by" bigint,
	"handled_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works_spot_check" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"source" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" bigint NOT NULL,
	"record_no" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"result" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"checked_on" date NOT NULL,
	"checker" text NOT NULL,
	"abnormal_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "foundation_check_project_no_key" ON "foundation_check" USING btree ("project_id","check_no");--> statement-breakpoint
CREATE UNIQUE INDEX "works_abnormal_project_no_key" ON "works_abnormal" USING btree ("project_id","abnormal_no");--> statement-breakpoint
CREATE INDEX "works_abnormal_record_idx" ON "works_abnormal" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "works_abnormal_project_source_idx" ON "works_abnormal" USING btree ("project_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "works_spot_check_record_day_key" ON "works_spot_check" USING btree ("project_id","record_type","record_no","checked_on");