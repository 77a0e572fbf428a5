CREATE TABLE "fire_check" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"check_no" text NOT NULL,
	"check_date" date NOT NULL,
	"location" text NOT NULL,
	"item" text NOT NULL,
	"result" text NOT NULL,
	"problem" text DEFAULT '' NOT NULL,
	"inspector" text NOT NULL,
	"rectify_status" text DEFAULT 'NONE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_borehole" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"hole_no" text NOT NULL,
	"kind" text NOT NULL,
	"x" numeric(16, 4) NOT NULL,
	"y" numeric(16, 4) NOT NULL,
	"elevation" numeric(8, 3) NOT NULL,
	"depth" numeric(7, 2) NOT NULL,
	"water_depth" numeric(6, 2),
	"drilled_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_stratum" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"borehole_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"layer_no" text NOT NULL,
	"name" text NOT NULL,
	"top_depth" numeric(7, 2) NOT NULL,
	"bottom_depth" numeric(7, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bearing_kpa" integer,
	"shaft_friction_kpa" integer,
	"end_resistance_kpa" integer
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"name" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(13, 3) NOT NULL,
	"unit_price" numeric(12, 4),
	"supplier" text NOT NULL,
	"arrived_on" date NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fire_check_project_no_key" ON "fire_check" USING btree ("project_id","check_no");--> statement-breakpoint
CREATE INDEX "fire_check_project_date_idx" ON "fire_check" USING btree ("project_id","check_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "geo_borehole_project_no_key" ON "geo_borehole" USING btree ("project_id","hole_no");--> statement-breakpoint
CREATE INDEX "geo_stratum_borehole_idx" ON "geo_stratum" USING btree ("borehole_id","seq");--> statement-breakpoint
CREATE INDEX "goods_project_arrived_idx" ON "goods" USING btree ("project_id","arrived_on" DESC NULLS FIRST);