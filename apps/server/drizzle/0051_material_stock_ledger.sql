CREATE TABLE "material_price_plan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"material" text NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"planned_price" numeric(10, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_price_plan_period" CHECK ("material_price_plan"."valid_to" >= "material_price_plan"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "material_stock_move" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"specification" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(13, 3) NOT NULL,
	"pile_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"user_id" bigint,
	"user_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_stock_move_use" CHECK ("material_stock_move"."kind" <> 'PILE_USE' or ("material_stock_move"."quantity" > 0 and "material_stock_move"."pile_id" is not null))
);
--> statement-breakpoint
DROP TABLE "pile_material_stock" CASCADE;--> statement-breakpoint
DROP TABLE "pile_material_usage" CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "material_price_plan_key" ON "material_price_plan" USING btree ("project_id","material","specification","unit","valid_from");--> statement-breakpoint
CREATE INDEX "material_stock_move_material_idx" ON "material_stock_move" USING btree ("project_id","category","specification","unit");--> statement-breakpoint
CREATE INDEX "material_stock_move_pile_idx" ON "material_stock_move" USING btree ("pile_id");