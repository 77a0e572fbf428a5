CREATE TABLE "help_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"scope" text NOT NULL,
	"qr_content" text NOT NULL,
	"link" text
);
--> statement-breakpoint
CREATE TABLE "support_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" bigint,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"service_hours" text NOT NULL,
	"qr_content" text NOT NULL
);
