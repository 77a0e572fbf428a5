CREATE TABLE "material_delivery" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"delivery_no" text NOT NULL,
	"plan_id" bigint NOT NULL,
	"plan_no" text NOT NULL,
	"category" text NOT NULL,
	"specification" text NOT NULL,
	"unit" text NOT NULL,
	"supplier_id" bigint,
	"supplier_name" text NOT NULL,
	"delivery_date" date NOT NULL,
	"quantity" numeric(13, 3) NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_departure" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"departure_no" text NOT NULL,
	"plan_id" bigint NOT NULL,
	"plan_no" text NOT NULL,
	"category" text NOT NULL,
	"specification" text NOT NULL,
	"unit" text NOT NULL,
	"reason" text NOT NULL,
	"quantity" numeric(13, 3) NOT NULL,
	"departure_date" date NOT NULL,
	"destination" text DEFAULT '' NOT NULL,
	"vehicle_plate" text DEFAULT '' NOT NULL,
	"handler" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_plan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"plan_no" text NOT NULL,
	"category" text NOT NULL,
	"specification" text NOT NULL,
	"unit" text NOT NULL,
	"planned_quantity" numeric(13, 3) NOT NULL,
	"needed_by" date NOT NULL,
	"use_part" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewer_id" bigint,
	"reviewer_name" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"review_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_receipt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"note_no" text NOT NULL,
	"plan_id" bigint NOT NULL,
	"plan_no" text NOT NULL,
	"category" text NOT NULL,
	"specification" text NOT NULL,
	"unit" text NOT NULL,
	"delivery_id" bigint,
	"delivery_no" text DEFAULT '' NOT NULL,
	"supplier_name" text NOT NULL,
	"vehicle_plate" text NOT NULL,
	"received_date" date NOT NULL,
	"note_quantity" numeric(13, 3) NOT NULL,
	"gross_weight" numeric(13, 3),
	"tare_weight" numeric(13, 3),
	"net_weight" numeric(13, 3),
	"received_quantity" numeric(13, 3) NOT NULL,
	"deviation_percent" numeric(9, 2) NOT NULL,
	"tolerance_percent" numeric(5, 2) NOT NULL,
	"deviation_state" text NOT NULL,
	"deviation_note" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receiver" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "material_delivery_project_no_key" ON "material_delivery" USING btree ("project_id","delivery_no");--> statement-breakpoint
CREATE INDEX "material_delivery_plan_idx" ON "material_delivery" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_departure_project_no_key" ON "material_departure" USING btree ("project_id","departure_no");--> statement-breakpoint
CREATE INDEX "material_departure_plan_idx" ON "material_departure" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_plan_project_no_key" ON "material_plan" USING btree ("project_id","plan_no");--> statement-breakpoint
CREATE UNIQUE INDEX "material_receipt_project_note_key" ON "material_receipt" USING btree ("project_id","note_no");--> statement-breakpoint
CREATE INDEX "material_receipt_plan_idx" ON "material_receipt" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "material_receipt_delivery_idx" ON "material_receipt" USING btree ("delivery_id");