CREATE TABLE "warning_notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"item_key" text NOT NULL,
	"rule" text NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "warning_notice_project_item_key" ON "warning_notice" USING btree ("project_id","item_key");