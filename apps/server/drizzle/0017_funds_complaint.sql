CREATE TABLE "complaint" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"complaint_no" text NOT NULL,
	"complainant" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"respondent_type" text NOT NULL,
	"respondent_name" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"received_date" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"handling_result" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_payment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"report_month" text NOT NULL,
	"output_value" numeric(16, 4),
	"approved_value" numeric(16, 4) NOT NULL,
	"payable_rate" numeric(7, 3) NOT NULL,
	"paid_amount" numeric(16, 4) NOT NULL,
	"paid_date" date,
	"cumulative_paid" numeric(16, 4),
	"cumulative_output" numeric(16, 4),
	"paid_share" numeric(9, 2),
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_project_no_key" ON "complaint" USING btree ("project_id","complaint_no");--> statement-breakpoint
CREATE INDEX "complaint_project_status_idx" ON "complaint" USING btree ("project_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_payment_project_month_key" ON "fund_payment" USING btree ("project_id","report_month");