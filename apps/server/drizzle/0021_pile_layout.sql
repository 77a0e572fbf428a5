ALTER TABLE "pile" ADD COLUMN "design_x" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "pile" ADD COLUMN "design_y" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "pile" ADD COLUMN "set_out_x" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "pile" ADD COLUMN "set_out_y" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "pile" ADD COLUMN "set_out_deviation_mm" numeric(10, 1);--> statement-breakpoint
ALTER TABLE "pile" ADD COLUMN "set_out_pass" boolean;--> statement-breakpoint
ALTER TABLE "pile" ADD COLUMN "set_out_by" bigint;--> statement-breakpoint
ALTER TABLE "pile" ADD COLUMN "set_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pile_group" ADD COLUMN "arrangement" text DEFAULT 'group' NOT NULL;