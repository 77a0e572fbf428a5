CREATE TABLE "message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"recipient_user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "output_notice_param" (
	"project_id" bigint PRIMARY KEY NOT NULL,
	"first_half_start_date" smallint DEFAULT 5 NOT NULL,
	"first_half_end_date" smallint DEFAULT 20 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "output_notice_read" (
	"user_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"month" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "output_notice_read_user_id_project_id_month_pk" PRIMARY KEY("user_id","project_id","month")
);
--> statement-breakpoint
CREATE TABLE "output_report" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"report_month" text NOT NULL,
	"planned_value" numeric(16, 4),
	"actual_value" numeric(16, 4),
	"filed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_progress_status" (
	"project_id" bigint PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specimen" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"sample_no" text NOT NULL,
	"strength_grade" text NOT NULL,
	"curing" text DEFAULT 'standard' NOT NULL,
	"cube_size" smallint DEFAULT 150 NOT NULL,
	"make_date" date NOT NULL,
	"age_days" smallint DEFAULT 28 NOT NULL,
	"location" text NOT NULL,
	"pile_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"tender_mode" text NOT NULL,
	"winning_unit" text NOT NULL,
	"bid_money" numeric(16, 4) NOT NULL,
	"bid_date" date NOT NULL,
	"announcement_no" text,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "message_recipient_idx" ON "message" USING btree ("recipient_user_id","project_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_unread_idx" ON "message" USING btree ("recipient_user_id","project_id") WHERE "message"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "output_report_project_month_idx" ON "output_report" USING btree ("project_id","report_month");--> statement-breakpoint
CREATE UNIQUE INDEX "specimen_project_sample_no_idx" ON "specimen" USING btree ("project_id","sample_no");--> statement-breakpoint
CREATE INDEX "specimen_unlinked_idx" ON "specimen" USING btree ("project_id") WHERE "specimen"."pile_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_project_idx" ON "tender" USING btree ("project_id");