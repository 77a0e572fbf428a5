CREATE TABLE "warning_rule" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"rule" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"threshold" integer,
	"notify_roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "warning_rule_project_rule_key" ON "warning_rule" USING btree ("project_id","rule");