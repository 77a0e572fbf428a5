CREATE TABLE "curing_excursion" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_out_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"breaches" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_temperature" real NOT NULL,
	"max_temperature" real NOT NULL,
	"min_humidity" real NOT NULL,
	"specimen_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curing_reading" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"temperature" real NOT NULL,
	"humidity" real NOT NULL,
	"source" text NOT NULL,
	"entered_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curing_room" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"name" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"temp_min" numeric(5, 2) DEFAULT '18' NOT NULL,
	"temp_max" numeric(5, 2) DEFAULT '22' NOT NULL,
	"humidity_min" numeric(5, 2) DEFAULT '95' NOT NULL,
	"tolerance_minutes" integer DEFAULT 30 NOT NULL,
	"device_key_hash" text,
	"device_key_hint" text,
	"device_key_created_at" timestamp with time zone,
	"device_key_created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curing_stay" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"specimen_id" bigint NOT NULL,
	"in_at" timestamp with time zone NOT NULL,
	"out_at" timestamp with time zone,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "curing_excursion_room_idx" ON "curing_excursion" USING btree ("room_id","started_at");--> statement-breakpoint
CREATE INDEX "curing_excursion_project_idx" ON "curing_excursion" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "curing_reading_room_time_key" ON "curing_reading" USING btree ("room_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "curing_room_project_name_key" ON "curing_room" USING btree ("project_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "curing_room_device_key" ON "curing_room" USING btree ("device_key_hash");--> statement-breakpoint
CREATE INDEX "curing_stay_room_idx" ON "curing_stay" USING btree ("room_id","in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "curing_stay_open_key" ON "curing_stay" USING btree ("specimen_id") WHERE "curing_stay"."out_at" is null;