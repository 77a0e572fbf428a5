CREATE TABLE "material_enquiry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"enquiry_no" text NOT NULL,
	"title" text NOT NULL,
	"needed_by" date NOT NULL,
	"delivery_address" text NOT NULL,
	"quote_deadline" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"accepted_quote_id" bigint,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "material_enquiry_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"material" text NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(13, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_enquiry_supplier" (
	"enquiry_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	CONSTRAINT "material_enquiry_supplier_enquiry_id_company_id_pk" PRIMARY KEY("enquiry_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "material_quote" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"valid_until" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"submitted_by" bigint NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_quote_line" (
	"quote_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "material_quote_line_quote_id_line_id_pk" PRIMARY KEY("quote_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_profile" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"categories" jsonb NOT NULL,
	"main_products" text NOT NULL,
	"service_regions" jsonb NOT NULL,
	"licence_no" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "material_enquiry_no_key" ON "material_enquiry" USING btree ("enquiry_no");--> statement-breakpoint
CREATE INDEX "material_enquiry_project_idx" ON "material_enquiry" USING btree ("project_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "material_enquiry_line_seq_key" ON "material_enquiry_line" USING btree ("enquiry_id","seq");--> statement-breakpoint
CREATE INDEX "material_enquiry_supplier_company_idx" ON "material_enquiry_supplier" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_quote_enquiry_company_key" ON "material_quote" USING btree ("enquiry_id","company_id");