CREATE TABLE "concrete_pour" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"location" text NOT NULL,
	"pile_nos" text[] DEFAULT '{}'::text[] NOT NULL,
	"strength_grade" text NOT NULL,
	"plant" text NOT NULL,
	"volume_m_3" numeric(10, 3) NOT NULL,
	"continuous_hours" numeric(8, 3) DEFAULT '0' NOT NULL,
	"single_column_single_pile" boolean DEFAULT false NOT NULL,
	"poured_on" date NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lot_evaluation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"lot_key" text NOT NULL,
	"strength_grade" text NOT NULL,
	"age_days" smallint NOT NULL,
	"curing" text NOT NULL,
	"method" text NOT NULL,
	"verdict" text NOT NULL,
	"groups" integer NOT NULL,
	"invalid_groups" integer DEFAULT 0 NOT NULL,
	"mean" numeric(6, 1),
	"min" numeric(6, 1),
	"result" jsonb NOT NULL,
	"specimen_ids" jsonb NOT NULL,
	"rectification_id" bigint,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specimen_amendment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"specimen_id" bigint NOT NULL,
	"report_id" bigint NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specimen_result" (
	"specimen_id" bigint PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"strengths" numeric(6, 1)[] NOT NULL,
	"test_date" date NOT NULL,
	"value" numeric(6, 1),
	"status" text NOT NULL,
	"rule" text,
	"entered_by" bigint NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specimen_submission" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"submit_no" text NOT NULL,
	"lab_company_id" bigint NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"submitted_by" bigint NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" bigint,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_block_warning" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"source_id" bigint NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"pile_nos" text[] DEFAULT '{}'::text[] NOT NULL,
	"rectification_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_report" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"submission_id" bigint NOT NULL,
	"report_no" text NOT NULL,
	"lab_company_id" bigint NOT NULL,
	"conclusion" text DEFAULT '' NOT NULL,
	"evidence_file_id" text,
	"verify_code" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"signature" text NOT NULL,
	"issued_by" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "specimen" ADD COLUMN "pour_id" bigint;--> statement-breakpoint
ALTER TABLE "specimen" ADD COLUMN "nature" text DEFAULT 'standard28' NOT NULL;--> statement-breakpoint
ALTER TABLE "specimen" ADD COLUMN "type" text DEFAULT 'compressive' NOT NULL;--> statement-breakpoint
ALTER TABLE "specimen" ADD COLUMN "plant" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "specimen" ADD COLUMN "volume_m_3" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "specimen" ADD COLUMN "witnessed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "specimen" ADD COLUMN "witness_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "specimen" ADD COLUMN "status" text DEFAULT 'made' NOT NULL;--> statement-breakpoint
ALTER TABLE "specimen" ADD COLUMN "submission_id" bigint;--> statement-breakpoint
ALTER TABLE "specimen" ADD COLUMN "created_by" bigint;--> statement-breakpoint
CREATE INDEX "concrete_pour_project_idx" ON "concrete_pour" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lot_evaluation_key" ON "lot_evaluation" USING btree ("project_id","lot_key");--> statement-breakpoint
CREATE INDEX "specimen_amendment_specimen_idx" ON "specimen_amendment" USING btree ("specimen_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "specimen_submission_no_key" ON "specimen_submission" USING btree ("submit_no");--> statement-breakpoint
CREATE INDEX "specimen_submission_project_idx" ON "specimen_submission" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "specimen_submission_lab_idx" ON "specimen_submission" USING btree ("lab_company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_block_warning_source_key" ON "test_block_warning" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "test_block_warning_project_idx" ON "test_block_warning" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_report_submission_key" ON "test_report" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_report_verify_key" ON "test_report" USING btree ("verify_code");--> statement-breakpoint
CREATE UNIQUE INDEX "test_report_no_key" ON "test_report" USING btree ("lab_company_id","report_no");--> statement-breakpoint
CREATE INDEX "specimen_pour_idx" ON "specimen" USING btree ("pour_id");--> statement-breakpoint
CREATE INDEX "specimen_submission_idx" ON "specimen" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "specimen_pile_idx" ON "specimen" USING btree ("pile_id");--> statement-breakpoint
-- Hand-written: the amendment log of test-block results is append-only.
CREATE FUNCTION "specimen_amendment_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'test-block amendments are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "specimen_amendment_append_only" BEFORE UPDATE OR DELETE ON "specimen_amendment"
  FOR EACH ROW EXECUTE FUNCTION "specimen_amendment_append_only"();
