import {
  COMPANY_TYPE,
  hasThreshold,
  type Language,
  WARNING_RULES,
  WARNING_THRESHOLDS,
  type WarningConfig,
  type WarningConfigUpdate,
  type WarningRule,
} from '@zhuji/shared';
import { asc, eq, ne } from 'drizzle-orm';
import { fieldError, loadProject } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { appUser, role } from '../../platform/identity';
import { warningMessage as msg, RULE_NAMES } from './warning.messages';
import { warningRule } from './warning.table';

// ---- configuration ------------------------------------------------------------------------------

export interface RuleSetting {
  enabled: boolean;
  threshold: number | null;
  notifyRoles: number[];
}

export const defaultSetting = (rule: WarningRule): RuleSetting => ({
  enabled: true,
  threshold: hasThreshold(rule) ? WARNING_THRESHOLDS[rule].default : null,
  notifyRoles: [],
});

/** Every rule of the project: its saved row, or the rule's defaults when none was saved. */
export async function ruleSettings(db: DbOrTx, projectId: number): Promise<Map<WarningRule, RuleSetting>> {
  const rows = await db.select().from(warningRule).where(eq(warningRule.projectId, projectId));
  const saved = new Map(rows.map((r) => [r.rule, r]));
  return new Map(
    WARNING_RULES.map((rule) => {
      const row = saved.get(rule);
      const setting: RuleSetting = row
        ? { enabled: row.enabled, threshold: row.threshold, notifyRoles: row.notifyRoles }
        : defaultSetting(rule);
      return [rule, setting];
    }),
  );
}

/** The project's roles to choose from for notifications: every role but the platform's. */
const roleOptions = (db: DbOrTx) =>
  db
    .select({ id: role.id, name: role.name })
    .from(role)
    .where(ne(role.compType, COMPANY_TYPE.PLATFORM))
    .orderBy(asc(role.id));

export async function warningConfig(db: DbOrTx, projectId: number): Promise<WarningConfig> {
  const rows = await db
    .select({ row: warningRule, updatedByName: appUser.name })
    .from(warningRule)
    .leftJoin(appUser, eq(appUser.id, warningRule.updatedBy))
    .where(eq(warningRule.projectId, projectId));
  const saved = new Map(rows.map((r) => [r.row.rule, r]));
  return {
    projectId,
    rules: WARNING_RULES.map((rule) => {
      const s = saved.get(rule);
      const setting = s
        ? { enabled: s.row.enabled, threshold: s.row.threshold, notifyRoles: s.row.notifyRoles }
        : defaultSetting(rule);
      return {
        rule,
        ...setting,
        saved: !!s,
        updatedByName: s?.updatedByName ?? null,
        updatedAt: s?.row.updatedAt.toISOString() ?? null,
      };
    }),
    roles: await roleOptions(db),
  };
}

/** Checks every change first (422 naming the field, nothing written), then writes all of them in one transaction. */
export async function updateWarningConfig(
  db: Db,
  actor: AuditActor,
  body: WarningConfigUpdate,
  lang: Language,
): Promise<WarningConfig> {
  await loadProject(db, body.projectId, lang);
  const seen = new Set<WarningRule>();
  const roleIds = new Set((await roleOptions(db)).map((r) => r.id));
  body.rules.forEach((change, i) => {
    const name = RULE_NAMES[change.rule][lang];
    if (seen.has(change.rule))
      throw fieldError(`rules.${i}.rule`, msg('duplicateRule', lang, { rule: name }), lang);
    seen.add(change.rule);
    if (change.threshold !== undefined) {
      const field = `rules.${i}.threshold`;
      if (!hasThreshold(change.rule)) {
        if (change.threshold !== null)
          throw fieldError(field, msg('noThreshold', lang, { rule: name }), lang);
      } else {
        const range = WARNING_THRESHOLDS[change.rule];
        if (change.threshold === null)
          throw fieldError(field, msg('thresholdRequired', lang, { rule: name }), lang);
        if (change.rule === 'witnessRatio' && change.threshold < range.min)
          throw fieldError(field, msg('witnessMinimum', lang), lang);
        if (change.threshold < range.min || change.threshold > range.max)
          throw fieldError(
            field,
            msg('thresholdRange', lang, {
              rule: name,
              min: range.min,
              max: range.max,
              unit: msg(range.unit, lang),
            }),
            lang,
          );
      }
    }
    const unknown = change.notifyRoles?.find((id) => !roleIds.has(id));
    if (unknown !== undefined)
      throw fieldError(`rules.${i}.notifyRoles`, msg('unknownRole', lang, { id: unknown }), lang);
  });

  await db.transaction(async (tx) => {
    // Locks the project's rows, so two managers saving at once apply one after the other.
    await loadProject(tx, body.projectId, lang, true);
    const before = await ruleSettings(tx, body.projectId);
    const now = new Date();
    const audits = [];
    for (const change of body.rules) {
      const old = before.get(change.rule) ?? defaultSetting(change.rule);
      const next: RuleSetting = {
        enabled: change.enabled ?? old.enabled,
        threshold: hasThreshold(change.rule) ? (change.threshold ?? old.threshold) : null,
        notifyRoles: change.notifyRoles
          ? [...new Set(change.notifyRoles)].sort((a, b) => a - b)
          : old.notifyRoles,
      };
      const [row] = await tx
        .insert(warningRule)
        .values({
          projectId: body.projectId,
          rule: change.rule,
          ...next,
          updatedBy: actor.userId,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [warningRule.projectId, warningRule.rule],
          set: { ...next, updatedBy: actor.userId, updatedAt: now },
        })
        .returning();
      audits.push({
        projectId: body.projectId,
        resource: 'warningRule',
        action: 'update',
        recordId: row?.id ?? null,
        before: { rule: change.rule, ...old },
        after: { rule: change.rule, ...next },
      });
    }
    await recordAudit(tx, actor, audits);
  });
  return warningConfig(db, body.projectId);
}
