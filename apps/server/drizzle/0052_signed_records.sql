CREATE TABLE "record_signature" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"signed_record_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"step" integer NOT NULL,
	"party" text NOT NULL,
	"signer_id" bigint NOT NULL,
	"company_id" bigint,
	"image_file_id" uuid,
	"image_hash" text NOT NULL,
	"content_hash" text NOT NULL,
	"key_id" text NOT NULL,
	"server_signature" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_chain" (
	"project_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"record_type" text NOT NULL,
	"record_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"step" integer NOT NULL,
	"party" text NOT NULL,
	"server_signature" text NOT NULL,
	"prev_hash" text NOT NULL,
	"entry_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_chain_project_id_seq_pk" PRIMARY KEY("project_id","seq")
);
--> statement-breakpoint
CREATE TABLE "signed_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"record_type" text NOT NULL,
	"record_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "record_signature_step_uq" ON "record_signature" USING btree ("signed_record_id","step");--> statement-breakpoint
CREATE INDEX "signature_chain_record_idx" ON "signature_chain" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signed_record_version_uq" ON "signed_record" USING btree ("record_type","record_id","version");--> statement-breakpoint
CREATE INDEX "signed_record_project_idx" ON "signed_record" USING btree ("project_id");