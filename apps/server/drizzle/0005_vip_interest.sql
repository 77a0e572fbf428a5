CREATE TABLE "project_vip_interest" (
	"project_id" bigint NOT NULL,
	"interest_id" integer NOT NULL,
	CONSTRAINT "project_vip_interest_project_id_interest_id_pk" PRIMARY KEY("project_id","interest_id")
);
