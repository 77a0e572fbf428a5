CREATE TABLE "import_job_row" (
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"row" integer NOT NULL,
	"value" jsonb,
	"error" text,
	CONSTRAINT "import_job_row_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
ALTER TABLE "import_job" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_job" ADD COLUMN "lang" text DEFAULT 'zh' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_job" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_job" ADD COLUMN "cursor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_job" ADD COLUMN "state" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_job_row" ADD CONSTRAINT "import_job_row_job_id_import_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_job"("id") ON DELETE cascade ON UPDATE no action;