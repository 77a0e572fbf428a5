CREATE TABLE "witness_appointment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"appointer" text NOT NULL,
	"appointed_by" bigint NOT NULL,
	"document_file_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"scope" text[] NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" bigint,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "concrete_pour" ADD COLUMN "witness_user_id" bigint;--> statement-breakpoint
ALTER TABLE "concrete_pour" ADD COLUMN "witness_appointment_id" bigint;--> statement-breakpoint
ALTER TABLE "concrete_pour" ADD COLUMN "witness_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "specimen" ADD COLUMN "witness_user_id" bigint;--> statement-breakpoint
ALTER TABLE "specimen" ADD COLUMN "seal_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "witness_appointment_project_idx" ON "witness_appointment" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "concrete_pour_witness_idx" ON "concrete_pour" USING btree ("witness_user_id") WHERE "concrete_pour"."witness_confirmed_at" is null;