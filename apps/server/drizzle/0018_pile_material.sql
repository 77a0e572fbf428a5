CREATE TABLE "pile_material_stock" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"name" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"stock" numeric(13, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pile_material_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"pile_id" bigint NOT NULL,
	"stock_id" bigint NOT NULL,
	"quantity" numeric(13, 3) NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pile_material_stock_key" ON "pile_material_stock" USING btree ("project_id","name","spec");--> statement-breakpoint
CREATE INDEX "pile_material_usage_pile_idx" ON "pile_material_usage" USING btree ("pile_id");