CREATE TABLE "detection" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"method" text NOT NULL,
	"static_pressure_method" text,
	"static_pressure_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"dynamic_test_method" text,
	"draw_id" bigint,
	"lab_name" text NOT NULL,
	"report_no" text DEFAULT '' NOT NULL,
	"test_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "detection_basis" (
	"group_id" bigint PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"complex_ground" boolean DEFAULT false NOT NULL,
	"low_reliability" boolean DEFAULT false NOT NULL,
	"end_bearing_large_diameter" boolean DEFAULT false NOT NULL,
	"column_caps" integer DEFAULT 0 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "detection_draw" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"submission_id" bigint,
	"seed" text NOT NULL,
	"candidates" jsonb NOT NULL,
	"candidates_hash" text NOT NULL,
	"must_include" jsonb NOT NULL,
	"count" integer NOT NULL,
	"selected" jsonb NOT NULL,
	"forced" jsonb NOT NULL,
	"drawn" jsonb NOT NULL,
	"unknown" jsonb NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "detection_draw_move" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"from_pile_no" text NOT NULL,
	"to_pile_no" text NOT NULL,
	"reason" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "detection_result" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"detection_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"pile_id" bigint NOT NULL,
	"pile_no" text NOT NULL,
	"integrity_class" text,
	"bearing_pass" boolean,
	"ultimate_capacity_kn" numeric(9, 2),
	"note" text DEFAULT '' NOT NULL,
	"pass" boolean NOT NULL,
	"checked_by" bigint,
	"checked_at" timestamp with time zone,
	"rectification_id" bigint
);
--> statement-breakpoint
CREATE TABLE "detection_submission" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"category" text NOT NULL,
	"candidates" jsonb NOT NULL,
	"candidates_hash" text NOT NULL,
	"must_include" jsonb NOT NULL,
	"count" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"submitted_by" bigint NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_by" bigint,
	"registered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "detection_project_idx" ON "detection" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "detection_draw_project_idx" ON "detection_draw" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "detection_draw_submission_key" ON "detection_draw" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "detection_draw_move_draw_idx" ON "detection_draw_move" USING btree ("draw_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "detection_result_pile_key" ON "detection_result" USING btree ("detection_id","pile_id");--> statement-breakpoint
CREATE INDEX "detection_result_project_idx" ON "detection_result" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "detection_result_pile_idx" ON "detection_result" USING btree ("pile_id");--> statement-breakpoint
CREATE INDEX "detection_submission_project_idx" ON "detection_submission" USING btree ("project_id","id");--> statement-breakpoint
CREATE FUNCTION "detection_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'detection draws are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "detection_draw_append_only" BEFORE UPDATE OR DELETE ON "detection_draw"
  FOR EACH ROW EXECUTE FUNCTION "detection_append_only"();
--> statement-breakpoint
CREATE TRIGGER "detection_draw_move_append_only" BEFORE UPDATE OR DELETE ON "detection_draw_move"
  FOR EACH ROW EXECUTE FUNCTION "detection_append_only"();
--> statement-breakpoint
CREATE TRIGGER "detection_draw_no_truncate" BEFORE TRUNCATE ON "detection_draw"
  FOR EACH STATEMENT EXECUTE FUNCTION "detection_append_only"();
