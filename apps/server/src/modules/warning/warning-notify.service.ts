import {
  type AbnormalItem,
  LANGUAGES,
  type Language,
  MESSAGE_CATEGORY,
  type TestBlockRate,
  WARNING_RULES,
} from '@zhuji/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { appUser, projectMember } from '../../platform/identity';
import { localized, notice, notify } from '../../platform/notify';
import { defineQueue, everyMinutesCron } from '../../platform/queue/queue';
import { computeRate } from '../specimen';
import { warningNotice, warningRule } from './warning.table';
import { COLLECTORS, type CollectContext } from './warning-abnormal.service';
import { defaultSetting, type RuleSetting, ruleSettings } from './warning-config.service';

// ---- notification --------------------------------------------------------------------------------

/**
 * Tells the configured roles of each project about its new open abnormal items (预警通知): one message
 * per item to every member holding one of the rule's notify roles on the project, in the message
 * centre under 预警. An item is told once (warning_notice remembers its key), so a sweep repeated, or
 * run by two servers at once, sends nothing twice. Rules that are off, or tell nobody, send nothing and
 * remember nothing: roles set later hear of the items open then. The message keeps a notice key and the
 * item's title and detail in every language, so each reader reads it in theirs (issue 22).
 */
export async function notifyNewWarnings(
  db: Db,
  now = new Date(),
): Promise<{ items: number; messages: number }> {
  const projects = await db
    .selectDistinct({ projectId: warningRule.projectId })
    .from(warningRule)
    .where(and(eq(warningRule.enabled, true), sql`cardinality(${warningRule.notifyRoles}) > 0`));
  let items = 0;
  let messages = 0;
  for (const { projectId } of projects) {
    const told = await tellProject(db, projectId, now);
    items += told.items;
    messages += told.messages;
  }
  return { items, messages };
}

/** The open items of the project's rules that are on and tell someone, with the roles to tell. */
async function itemsToTell(db: DbOrTx, projectId: number, now: Date) {
  const settings = await ruleSettings(db, projectId);
  let rate: Promise<TestBlockRate> | undefined;
  const ctx: CollectContext = { rate: () => (rate ??= computeRate(db, projectId)) };
  const due: { item: AbnormalItem; roles: number[]; setting: RuleSetting }[] = [];
  for (const rule of WARNING_RULES) {
    const setting = settings.get(rule) ?? defaultSetting(rule);
    if (!setting.enabled || setting.notifyRoles.length === 0) continue;
    const open = (await COLLECTORS[rule](db, projectId, setting, 'zh', now, ctx)).filter(
      (i) => i.status === 'open',
    );
    for (const item of open) due.push({ item, roles: setting.notifyRoles, setting });
  }
  return { due, ctx };
}

/**
 * The title and detail of the items to tell in every language, by item key: the rules they come from are
 * collected again in English and Spanish (only those rules, only when something is told), so the notice
 * is read in each reader's language (issue 22).
 */
async function itemTexts(
  db: DbOrTx,
  projectId: number,
  items: { item: AbnormalItem; setting: RuleSetting }[],
  now: Date,
  ctx: CollectContext,
) {
  const byLang = new Map<Language, Map<string, AbnormalItem>>();
  const rules = new Map(items.map(({ item, setting }) => [item.type, setting]));
  for (const lang of LANGUAGES) {
    if (lang === 'zh') continue;
    const found = new Map<string, AbnormalItem>();
    for (const [rule, setting] of rules)
      for (const item of await COLLECTORS[rule](db, projectId, setting, lang, now, ctx))
        found.set(item.key, item);
    byLang.set(lang, found);
  }
  // An item gone by the second collection (closed meanwhile) keeps its Chinese text.
  return (item: AbnormalItem) => {
    const inLang = (lang: Language) => byLang.get(lang)?.get(item.key) ?? item;
    return { title: localized((l) => inLang(l).title), detail: localized((l) => inLang(l).detail) };
  };
}

async function tellProject(db: Db, projectId: number, now: Date) {
  const { due, ctx } = await itemsToTell(db, projectId, now);
  if (due.length === 0) return { items: 0, messages: 0 };
  return db.transaction(async (tx) => {
    // Claim the keys first: only the items this sweep claims are told, whoever else sweeps.
    const claimed = await tx
      .insert(warningNotice)
      .values(due.map(({ item }) => ({ projectId, itemKey: item.key, rule: item.type })))
      .onConflictDoNothing({ target: [warningNotice.projectId, warningNotice.itemKey] })
      .returning({ itemKey: warningNotice.itemKey });
    const fresh = new Set(claimed.map((c) => c.itemKey));
    const told = due.filter(({ item }) => fresh.has(item.key));
    if (told.length === 0) return { items: 0, messages: 0 };
    const textOf = await itemTexts(tx, projectId, told, now, ctx);
    const members = await tx
      .selectDistinct({ userId: projectMember.userId, roleId: projectMember.roleId })
      .from(projectMember)
      .innerJoin(appUser, eq(appUser.id, projectMember.userId))
      .where(and(eq(projectMember.projectId, projectId), eq(appUser.status, 'active')));
    const rows = told.flatMap(({ item, roles }) => {
      const text = textOf(item);
      return [...new Set(members.filter((m) => roles.includes(m.roleId)).map((m) => m.userId))].map(
        (recipientUserId) => ({
          projectId,
          recipientUserId,
          ...notice('warning.notice', 'warning.noticeBody', { title: text.title, detail: text.detail }),
          category: MESSAGE_CATEGORY.WARNING,
        }),
      );
    });
    if (rows.length > 0) await notify(tx, rows);
    return { items: fresh.size, messages: rows.length };
  });
}

/**
 * The sweep as a scheduled queue (platform/queue: pg-boss cron, WARNING_SWEEP_MINUTES, 0 never): with
 * several API processes each slot's sweep runs once, in whichever process's worker takes it. A sweep
 * that fails waits for the next slot (the items it did not tell are still untold then).
 */
export const WARNING_SWEEP_QUEUE = defineQueue(
  'warning-sweep',
  {
    retryLimit: 0,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
    cron: (config) => everyMinutesCron(config.warningSweepMinutes),
  },
  async (_data, { db, log }) => {
    const { items, messages } = await notifyNewWarnings(db);
    if (items > 0) log.info?.({ items, messages }, 'early warning: new items told');
  },
);

/**
 * Remembers every open item of the project's notifying rules as told, without telling anyone: the demo
 * data's warnings predate the demo (and the seeded message counts stay what the stories expect).
 */
export async function markWarningsTold(tx: DbOrTx, projectId: number, now = new Date()): Promise<void> {
  const { due } = await itemsToTell(tx, projectId, now);
  if (due.length > 0)
    await tx
      .insert(warningNotice)
      .values(due.map(({ item }) => ({ projectId, itemKey: item.key, rule: item.type })))
      .onConflictDoNothing();
}
