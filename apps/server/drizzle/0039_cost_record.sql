CREATE TABLE "cost_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"voucher_no" text NOT NULL,
	"cost_date" date NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"payee" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3),
	"unit" text DEFAULT '' NOT NULL,
	"unit_price" numeric(14, 4),
	"amount" numeric(14, 2) NOT NULL,
	"tax_rate" text NOT NULL,
	"tax_amount" numeric(14, 2) NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"handler" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cost_record_project_voucher_key" ON "cost_record" USING btree ("project_id","voucher_no");--> statement-breakpoint
CREATE INDEX "cost_record_project_date_idx" ON "cost_record" USING btree ("project_id","cost_date");