CREATE TABLE "pile_plan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"plan_date" date NOT NULL,
	"planned_piles" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pile_plan_project_date_key" ON "pile_plan" USING btree ("project_id","plan_date");