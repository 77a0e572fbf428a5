CREATE TABLE "pile" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"pile_no" text NOT NULL,
	"status" text DEFAULT 'notStarted' NOT NULL,
	"machine_no" text,
	"crew" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"joints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filling_coefficient" numeric(6, 3),
	"failed" text[] DEFAULT '{}'::text[] NOT NULL,
	"abnormal" boolean DEFAULT false NOT NULL,
	"recorded_by" bigint,
	"recorded_at" timestamp with time zone,
	"confirmed_by" bigint,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pile_abnormal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"pile_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"items" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"rectification_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pile_acceptance" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"pile_id" bigint NOT NULL,
	"measured" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"design" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pass" boolean,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pile_amendment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pile_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pile_group" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"name" text NOT NULL,
	"pile_type" text NOT NULL,
	"sub_item_code" text NOT NULL,
	"diameter_mm" numeric(9, 2) NOT NULL,
	"design_length" text,
	"cage_diameter" text,
	"cage_length_m" numeric(10, 3),
	"main_bar_spacing_mm" numeric(10, 3),
	"stirrup_spacing_mm" numeric(10, 3),
	"strength_grade" text,
	"pile_top_elevation" numeric(7, 3),
	"bearing" text,
	"sediment_mm" numeric(10, 3),
	"cement_content_kg_per_m" numeric(10, 3),
	"water_cement_ratio" numeric(10, 3),
	"lift_speed" numeric(10, 3),
	"sink_speed" numeric(10, 3),
	"single_pile" boolean DEFAULT false NOT NULL,
	"grade_a" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pile_project_no_key" ON "pile" USING btree ("project_id","pile_no");--> statement-breakpoint
CREATE INDEX "pile_project_status_idx" ON "pile" USING btree ("project_id","status","id");--> statement-breakpoint
CREATE INDEX "pile_project_abnormal_idx" ON "pile" USING btree ("project_id","id") WHERE "pile"."abnormal";--> statement-breakpoint
CREATE INDEX "pile_group_idx" ON "pile" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "pile_abnormal_project_idx" ON "pile_abnormal" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "pile_abnormal_pile_idx" ON "pile_abnormal" USING btree ("pile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pile_acceptance_pile_key" ON "pile_acceptance" USING btree ("pile_id");--> statement-breakpoint
CREATE INDEX "pile_amendment_pile_idx" ON "pile_amendment" USING btree ("pile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pile_group_project_name_key" ON "pile_group" USING btree ("project_id","name");