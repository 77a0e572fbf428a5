CREATE TABLE "building_part" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"building_id" bigint NOT NULL,
	"build_number" text NOT NULL,
	"layer" smallint NOT NULL,
	"part" text NOT NULL,
	"concrete_grade" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "building_part" ADD CONSTRAINT "building_part_building_id_building_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."building"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "building_part_natural_key" ON "building_part" USING btree ("project_id","build_number","layer","part");--> statement-breakpoint
CREATE INDEX "building_part_building_layer" ON "building_part" USING btree ("building_id","layer");