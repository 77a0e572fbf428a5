CREATE TABLE "app_user" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"id_number" text,
	"password_hash" text NOT NULL,
	"company_id" bigint NOT NULL,
	"situation" smallint DEFAULT 1 NOT NULL,
	"judge" boolean DEFAULT false NOT NULL,
	"check_code" boolean DEFAULT false NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"current_role_id" integer,
	"current_project_id" bigint,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_account_unique" UNIQUE("account"),
	CONSTRAINT "app_user_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"comp_type" smallint NOT NULL,
	"credit_code" text NOT NULL,
	"legal_person" text,
	"legal_person_phone" text,
	"technician" text,
	"technician_phone" text,
	"address" text,
	"province_code" text,
	"city_code" text,
	"district_code" text,
	"qualification" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_creditCode_unique" UNIQUE("credit_code")
);
--> statement-breakpoint
CREATE TABLE "login_nonce" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"component" text NOT NULL,
	"redirect" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"meta" jsonb NOT NULL,
	CONSTRAINT "menu_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "project" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"division" text,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"base_status" smallint DEFAULT 0 NOT NULL,
	"main_status" smallint DEFAULT 0 NOT NULL,
	"money" numeric(16, 4),
	"contract_mode" text,
	"fire_control" smallint,
	"region_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_member" (
	"user_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"role_id" integer NOT NULL,
	"company_id" bigint NOT NULL,
	CONSTRAINT "project_member_user_id_project_id_role_id_pk" PRIMARY KEY("user_id","project_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"comp_type" smallint NOT NULL,
	CONSTRAINT "role_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "role_menu" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"actions" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "session_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "project_parent_idx" ON "project" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "project_member_project_idx" ON "project_member" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_code_phone_idx" ON "sms_code" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_code_ip_idx" ON "sms_code" USING btree ("ip","created_at");