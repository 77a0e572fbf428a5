CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" bigint NOT NULL,
	"project_id" bigint,
	"resource" text NOT NULL,
	"action" text NOT NULL,
	"record_id" bigint,
	"before" jsonb,
	"after" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "building" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"build_number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"floors_above" smallint NOT NULL,
	"floors_below" smallint DEFAULT 0 NOT NULL,
	"cell_floor" numeric(5, 2),
	"cell_area" numeric(10, 2),
	"build_height" numeric(8, 2),
	"structure_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "audit_log_project_at_idx" ON "audit_log" USING btree ("project_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "building_project_number_key" ON "building" USING btree ("project_id","build_number");