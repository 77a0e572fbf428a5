CREATE TABLE "cons_info" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"contract_no" text NOT NULL,
	"contract_name" text NOT NULL,
	"money" numeric(16, 4) NOT NULL,
	"contract_mode" text NOT NULL,
	"qualification" text,
	"sign_date" date,
	"planned_start" date,
	"planned_end" date,
	"build_area" numeric(12, 2),
	"overview" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_tender" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"tender_mode" text NOT NULL,
	"design_unit" text NOT NULL,
	"bid_money" numeric(16, 4) NOT NULL,
	"bid_date" date NOT NULL,
	"design_leader" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_announcement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"title" text NOT NULL,
	"announcement_no" text NOT NULL,
	"publish_date" date NOT NULL,
	"publish_media" text NOT NULL,
	"deadline" date,
	"content" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "contract_value" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "month_rate" numeric(9, 2);--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "cumulative_value" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "cumulative_rate" numeric(9, 2);--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "pile_count" integer;--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "pile_length" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "concrete_volume" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "rebar_weight" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "image_progress" text;--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "next_month_plan" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "next_month_work" text;--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "labour_count" integer;--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "plant_count" integer;--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "problems" text;--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "reporter_id" bigint;--> statement-breakpoint
ALTER TABLE "output_report" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cons_info_project_idx" ON "cons_info" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "design_tender_project_idx" ON "design_tender" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_announcement_project_idx" ON "tender_announcement" USING btree ("project_id");