CREATE TABLE "main_body_pour" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"pour_no" text NOT NULL,
	"location" text NOT NULL,
	"build_number" text DEFAULT '' NOT NULL,
	"floor" smallint,
	"strength_grade" text NOT NULL,
	"impermeability_grade" text DEFAULT '' NOT NULL,
	"planned_volume" numeric(8, 2) NOT NULL,
	"actual_volume" numeric(8, 2),
	"plant" text NOT NULL,
	"batches" smallint,
	"shifts" smallint DEFAULT 1 NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text DEFAULT '' NOT NULL,
	"design_slump" smallint NOT NULL,
	"slump_readings" text DEFAULT '' NOT NULL,
	"application_status" text DEFAULT 'PENDING' NOT NULL,
	"flow_instance_id" bigint,
	"recorder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "masonry_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"record_no" text NOT NULL,
	"location" text NOT NULL,
	"block_type" text NOT NULL,
	"mortar_type" text NOT NULL,
	"mortar_grade" text NOT NULL,
	"volume" numeric(8, 2) NOT NULL,
	"mixers" smallint DEFAULT 1 NOT NULL,
	"mortar_groups_made" smallint DEFAULT 0 NOT NULL,
	"fullness" numeric(6, 3) NOT NULL,
	"built_on" date NOT NULL,
	"inspector" text NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waterproof_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"record_no" text NOT NULL,
	"location" text NOT NULL,
	"part" text NOT NULL,
	"material" text NOT NULL,
	"material_name" text DEFAULT '' NOT NULL,
	"layers" smallint NOT NULL,
	"area" numeric(10, 2) NOT NULL,
	"test_method" text NOT NULL,
	"test_start" text DEFAULT '' NOT NULL,
	"test_end" text DEFAULT '' NOT NULL,
	"test_result" text DEFAULT '' NOT NULL,
	"problem" text DEFAULT '' NOT NULL,
	"rectification_id" bigint,
	"inspector" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "main_body_pour_project_no_key" ON "main_body_pour" USING btree ("project_id","pour_no");--> statement-breakpoint
CREATE INDEX "main_body_pour_project_start_idx" ON "main_body_pour" USING btree ("project_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "masonry_record_project_no_key" ON "masonry_record" USING btree ("project_id","record_no");--> statement-breakpoint
CREATE UNIQUE INDEX "waterproof_record_project_no_key" ON "waterproof_record" USING btree ("project_id","record_no");