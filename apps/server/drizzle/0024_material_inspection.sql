CREATE TABLE "concrete_delivery" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"registration_id" bigint,
	"pile_id" bigint,
	"delivery_no" text NOT NULL,
	"plant" text NOT NULL,
	"strength_grade" text NOT NULL,
	"volume" numeric(13, 3) NOT NULL,
	"arrival_date" date NOT NULL,
	"environment" text DEFAULT 'humid' NOT NULL,
	"prestressed" boolean DEFAULT false NOT NULL,
	"chloride_percent" numeric(6, 3),
	"chloride_limit" numeric(6, 3) NOT NULL,
	"chloride_pass" boolean,
	"remark" text DEFAULT '' NOT NULL,
	"rectification_id" bigint,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "joint_lot" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"category" text NOT NULL,
	"lot_no" text NOT NULL,
	"joint_kind" text NOT NULL,
	"splice_grade" text,
	"bar_grade" text NOT NULL,
	"diameter_mm" integer NOT NULL,
	"joint_count" integer NOT NULL,
	"lot_size" integer NOT NULL,
	"floor_from" integer,
	"floor_to" integer,
	"pile_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"horizontal" boolean DEFAULT false NOT NULL,
	"tensile" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bend" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retest_tensile" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retest_bend" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specimens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retest_specimens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tensile_verdict" text DEFAULT 'pending' NOT NULL,
	"bend_verdict" text,
	"verdict" text DEFAULT 'pending' NOT NULL,
	"basis" text DEFAULT '' NOT NULL,
	"report_no" text DEFAULT '' NOT NULL,
	"test_date" date,
	"remark" text DEFAULT '' NOT NULL,
	"rectification_id" bigint,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_registration" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"supplier" text NOT NULL,
	"delivery_note" text DEFAULT '' NOT NULL,
	"arrival_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"approval_status" text DEFAULT 'none' NOT NULL,
	"flow_instance_id" bigint,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebar_batch" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"registration_id" bigint,
	"batch_no" text NOT NULL,
	"grade" text NOT NULL,
	"heat_no" text NOT NULL,
	"diameter_mm" integer NOT NULL,
	"tonnage" numeric(13, 3) NOT NULL,
	"manufacturer" text NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"seismic" boolean DEFAULT false NOT NULL,
	"arrival_date" date NOT NULL,
	"certificate_no" text DEFAULT '' NOT NULL,
	"pile_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"capacity_tonnes" integer DEFAULT 60 NOT NULL,
	"first_failed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rectification_id" bigint,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebar_test" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"report_no" text DEFAULT '' NOT NULL,
	"test_date" date NOT NULL,
	"lab" text DEFAULT '' NOT NULL,
	"specimens" jsonb NOT NULL,
	"weight_deviation" numeric(6, 2),
	"items" jsonb NOT NULL,
	"checks" jsonb NOT NULL,
	"failed_items" jsonb NOT NULL,
	"pass" boolean NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "concrete_delivery_project_idx" ON "concrete_delivery" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "concrete_delivery_no_key" ON "concrete_delivery" USING btree ("project_id","delivery_no");--> statement-breakpoint
CREATE INDEX "concrete_delivery_pile_idx" ON "concrete_delivery" USING btree ("pile_id") WHERE pile_id is not null;--> statement-breakpoint
CREATE INDEX "joint_lot_project_idx" ON "joint_lot" USING btree ("project_id","category","id");--> statement-breakpoint
CREATE UNIQUE INDEX "joint_lot_no_key" ON "joint_lot" USING btree ("project_id","category","lot_no");--> statement-breakpoint
CREATE INDEX "material_registration_project_idx" ON "material_registration" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "rebar_batch_project_idx" ON "rebar_batch" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rebar_batch_no_key" ON "rebar_batch" USING btree ("project_id","batch_no");--> statement-breakpoint
CREATE INDEX "rebar_batch_registration_idx" ON "rebar_batch" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rebar_test_round_key" ON "rebar_test" USING btree ("batch_id","round");