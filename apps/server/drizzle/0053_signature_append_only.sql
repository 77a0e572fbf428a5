-- Signed records are evidence (docs/domains/signature.md): their versions, signatures and the
-- per-project hash chain are append-only. UPDATE, DELETE and TRUNCATE are refused at the database, so
-- a change has to go around the application (and then the chain walk shows where it broke).
CREATE OR REPLACE FUNCTION signature_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A restore from backup replaces every table at once (platform/backup/restore.ts says so for its transaction).
  IF TG_OP = 'TRUNCATE' AND current_setting('zhuji.restoring', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'table % is append-only (signed records)', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER signature_chain_append_only BEFORE UPDATE OR DELETE ON "signature_chain"
  FOR EACH ROW EXECUTE FUNCTION signature_append_only();
--> statement-breakpoint
CREATE TRIGGER signature_chain_no_truncate BEFORE TRUNCATE ON "signature_chain"
  FOR EACH STATEMENT EXECUTE FUNCTION signature_append_only();
--> statement-breakpoint
CREATE TRIGGER record_signature_append_only BEFORE UPDATE OR DELETE ON "record_signature"
  FOR EACH ROW EXECUTE FUNCTION signature_append_only();
--> statement-breakpoint
CREATE TRIGGER record_signature_no_truncate BEFORE TRUNCATE ON "record_signature"
  FOR EACH STATEMENT EXECUTE FUNCTION signature_append_only();
--> statement-breakpoint
CREATE TRIGGER signed_record_append_only BEFORE UPDATE OR DELETE ON "signed_record"
  FOR EACH ROW EXECUTE FUNCTION signature_append_only();
--> statement-breakpoint
CREATE TRIGGER signed_record_no_truncate BEFORE TRUNCATE ON "signed_record"
  FOR EACH STATEMENT EXECUTE FUNCTION signature_append_only();
