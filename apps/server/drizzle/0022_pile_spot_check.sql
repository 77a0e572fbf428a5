CREATE TABLE "pile_spot_check" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"seed" text NOT NULL,
	"requested" integer NOT NULL,
	"eligible" integer NOT NULL,
	"forced" text[] DEFAULT '{}'::text[] NOT NULL,
	"drawn" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pile_spot_check_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"check_id" bigint NOT NULL,
	"pile_id" bigint NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"result" text DEFAULT 'pending' NOT NULL,
	"finding" text DEFAULT '' NOT NULL,
	"checked_by" bigint,
	"checked_at" timestamp with time zone,
	"rectification_id" bigint
);
--> statement-breakpoint
CREATE INDEX "pile_spot_check_project_idx" ON "pile_spot_check" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pile_spot_check_item_key" ON "pile_spot_check_item" USING btree ("check_id","pile_id");--> statement-breakpoint
CREATE INDEX "pile_spot_check_item_pile_idx" ON "pile_spot_check_item" USING btree ("pile_id");