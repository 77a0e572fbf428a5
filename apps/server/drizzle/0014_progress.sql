CREATE TABLE "amount_plan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"item_name" text NOT NULL,
	"unit" text NOT NULL,
	"planned_quantity" numeric(14, 3) NOT NULL,
	"planned_start" date NOT NULL,
	"planned_end" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"item_name" text NOT NULL,
	"week_start" date NOT NULL,
	"actual_quantity" numeric(14, 3) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "amount_plan_project_item_key" ON "amount_plan" USING btree ("project_id","item_name");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_record_plan_week_key" ON "progress_record" USING btree ("project_id","plan_id","week_start");--> statement-breakpoint
CREATE INDEX "progress_record_plan_idx" ON "progress_record" USING btree ("plan_id");