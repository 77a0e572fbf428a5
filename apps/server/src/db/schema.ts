import { MODULES } from '../modules';
import * as auditTables from '../platform/audit/audit.table';
import * as behaviorLogTables from '../platform/audit/behavior-log.table';
import * as codeCounterTables from '../platform/db/code-counter.table';
import * as metaTables from '../platform/db/meta.table';
import * as flowTables from '../platform/flow/flow.table';
import * as idempotencyTables from '../platform/idempotency/client-write.table';
import * as accountTables from '../platform/identity/account.table';
import * as companyTables from '../platform/identity/company.table';
import * as projectTables from '../platform/identity/project.table';
import * as roleTables from '../platform/identity/role.table';
import * as importJobTables from '../platform/jobs/import-job.table';
import * as messageTables from '../platform/notify/message.table';
import * as rectificationTables from '../platform/rectification/rectification.table';
import * as signatureTables from '../platform/signature/signature.table';
import * as storedFileTables from '../platform/storage/stored-file.table';

/** The platform's own tables; every module's come from its manifest. */
export const PLATFORM_TABLES: Readonly<Record<string, unknown>> = {
  ...auditTables,
  ...behaviorLogTables,
  ...codeCounterTables,
  ...metaTables,
  ...flowTables,
  ...idempotencyTables,
  ...accountTables,
  ...companyTables,
  ...projectTables,
  ...roleTables,
  ...importJobTables,
  ...messageTables,
  ...rectificationTables,
  ...signatureTables,
  ...storedFileTables,
};

/**
 * Every table of the application by export name. drizzle-kit reads the same tables from the `*.table.ts`
 * files its config names by glob (it needs them as module exports); schema.test.ts checks that the two
 * agree, so a module's table file outside its manifest cannot slip into a migration unnoticed.
 */
export const schema: Readonly<Record<string, unknown>> = Object.assign(
  {},
  PLATFORM_TABLES,
  ...MODULES.map((manifest) => manifest.tables ?? {}),
);
