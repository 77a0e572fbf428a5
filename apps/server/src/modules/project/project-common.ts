import { PROJECT_AUDIT_STATUS } from '@zhuji/shared';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { DbOrTx } from '../../platform/db/client';

export const S = PROJECT_AUDIT_STATUS;
export const PROJECT_MANAGER_ROLE = 3;
export const ADMIN_ROLE = 1;

export const audit = (
  tx: DbOrTx,
  actor: AuditActor,
  id: number,
  action: string,
  before: unknown,
  after: unknown,
) => recordAudit(tx, actor, [{ projectId: id, resource: 'project', action, recordId: id, before, after }]);
