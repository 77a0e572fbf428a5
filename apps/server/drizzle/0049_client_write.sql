CREATE TABLE "client_write" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"call" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "client_write_company_client_key" ON "client_write" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "client_write_user_idx" ON "client_write" USING btree ("user_id");