CREATE TABLE "document_grant" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"catalog_id" bigint NOT NULL,
	"user_id" bigint,
	"role_id" integer,
	"level" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_grant_grantee_key" UNIQUE NULLS NOT DISTINCT("catalog_id","user_id","role_id"),
	CONSTRAINT "document_grant_one_grantee" CHECK (("document_grant"."user_id" is null) <> ("document_grant"."role_id" is null)),
	CONSTRAINT "document_grant_level" CHECK ("document_grant"."level" in ('read', 'write'))
);
--> statement-breakpoint
CREATE INDEX "document_grant_project_idx" ON "document_grant" USING btree ("project_id","catalog_id");