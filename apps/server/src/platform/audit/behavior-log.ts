import type { BehaviorLogBody } from '@zhuji/shared';
import type { DbOrTx } from '../db/client';
import { behaviorLog } from './behavior-log.table';

// ── Behaviour log ─────────────────────────────────────────────────────────────

export async function insertBehaviorLog(
  db: DbOrTx,
  userId: number,
  body: BehaviorLogBody,
  meta: { ip: string; userAgent: string | undefined },
): Promise<void> {
  await db.insert(behaviorLog).values({
    userId,
    projectId: body.proId ?? null,
    page: body.page,
    action: body.action,
    detail: body.detail ?? null,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
}
