ALTER TABLE "document_catalog" ADD COLUMN "standard_code" text;--> statement-breakpoint
-- Hand-written: a database seeded before this column has the standard folders under their Chinese
-- names only; tag them so they read in the caller's language too (shared DOCUMENT_FOLDERS, issue 22).
UPDATE "document_catalog" SET "standard_code" = CASE "name"
  WHEN '施工管理资料' THEN 'MANAGEMENT'
  WHEN '施工技术资料' THEN 'TECHNICAL'
  WHEN '施工物资资料' THEN 'MATERIALS'
  WHEN '钢筋' THEN 'MATERIALS_REBAR'
  WHEN '混凝土' THEN 'MATERIALS_CONCRETE'
  WHEN '施工记录' THEN 'CONSTRUCTION_LOG'
  WHEN '施工试验记录及检测报告' THEN 'TESTS'
  WHEN '施工质量验收记录' THEN 'ACCEPTANCE'
END
WHERE "standard_code" IS NULL;
