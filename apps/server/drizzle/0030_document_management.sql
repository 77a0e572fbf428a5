CREATE TABLE "document" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"catalog_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	"uploaded_by" bigint NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint
);
--> statement-breakpoint
CREATE TABLE "document_catalog" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_catalog_sibling_name_key" UNIQUE NULLS NOT DISTINCT("project_id","parent_id","name")
);
--> statement-breakpoint
CREATE TABLE "document_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"target_id" bigint NOT NULL,
	"target_name" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "document_file_key" ON "document" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "document_catalog_idx" ON "document" USING btree ("catalog_id","deleted_at");--> statement-breakpoint
CREATE INDEX "document_project_idx" ON "document" USING btree ("project_id","deleted_at","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_catalog_project_idx" ON "document_catalog" USING btree ("project_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "document_log_project_idx" ON "document_log" USING btree ("project_id","at" DESC NULLS LAST);