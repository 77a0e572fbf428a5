import {
  type AbnormalFilters,
  type AbnormalItem,
  type AbnormalListQuery,
  type AbnormalPage,
  addDays,
  businessDateOf,
  businessToday,
  COMPANY_TYPE,
  canPerform,
  daysBetween,
  hasThreshold,
  type Language,
  MESSAGE_CATEGORY,
  startOfBusinessDay,
  type TestBlockRate,
  WARNING_LEVELS,
  WARNING_RULES,
  WARNING_THRESHOLDS,
  type WarningConfig,
  type WarningConfigUpdate,
  type WarningRule,
} from '@zhuji/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { allowedActions, fieldError, loadProject } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { appUser, company, projectMember, role } from '../../platform/identity';
import type { LocalizedText } from '../../platform/kit/messages';
import { notify } from '../../platform/notify';
import { rectification } from '../../platform/rectification';
import { MATERIAL_MENU, REBAR_ITEM_NAMES, rebarBatch, rebarTest } from '../material-inspection';
import { ABNORMAL_KIND_LABELS, ACCEPTANCE_LABELS, PILE_MENU, pile, pileAbnormal } from '../pile';
import { DETECTION_MENU, detection, detectionResult, METHOD_NAMES } from '../pile-detection';
import { RECTIFICATION_MENU } from '../rectification';
import { computeRate, TEST_BLOCK_MENU, testBlockWarning } from '../specimen';
import { warningMessage as msg, RULE_NAMES } from './warning.messages';
import { warningNotice, warningRule } from './warning.table';

// ---- configuration ------------------------------------------------------------------------------

export interface RuleSetting {
  enabled: boolean;
  threshold: number | null;
  notifyRoles: number[];
}

const defaultSetting = (rule: WarningRule): RuleSetting => ({
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

// ---- the abnormal list --------------------------------------------------------------------------

/** The page of each source the list links to (the web routes of the menus in seed/identity.ts). */
const LINKS = {
  testBlock: '/inspection/testBlock',
  pileAbnormal: '/pileFoundation/construction',
  rectificationOverdue: '/quality/rectification',
  rebarRetest: '/material/inspection',
  pileDetection: '/inspection/pileDetection',
  testBlockRate: '/inspection/testBlock',
  witnessRatio: '/inspection/testBlock',
} as const satisfies Record<WarningRule, string>;

/** The menu whose list action lets the caller see a source's records. */
const SOURCE_MENUS = {
  testBlock: TEST_BLOCK_MENU,
  pileAbnormal: PILE_MENU,
  rectificationOverdue: RECTIFICATION_MENU,
  rebarRetest: MATERIAL_MENU,
  pileDetection: DETECTION_MENU,
  testBlockRate: TEST_BLOCK_MENU,
  witnessRatio: TEST_BLOCK_MENU,
} as const satisfies Record<WarningRule, string>;

const iso = (d: Date) => d.toISOString();
const pct = (ratio: number) => Math.round(ratio * 1000) / 10;

interface CollectContext {
  /** The test-block rate and witness ratio, computed once for both rules. */
  rate: () => Promise<TestBlockRate>;
}
type Collector = (
  db: DbOrTx,
  projectId: number,
  setting: RuleSetting,
  lang: Language,
  now: Date,
  ctx: CollectContext,
) => Promise<AbnormalItem[]>;

const ITEM_LABELS: Record<string, LocalizedText> = ACCEPTANCE_LABELS.items;

/** The judgement writes the failed tolerance items by key ('fillingCoefficient: 0.98 …'): name them. */
function itemsSpelledOut(items: readonly string[], description: string, lang: Language): string {
  const label = (key: string) => ITEM_LABELS[key]?.[lang] ?? key;
  if (!description.trim()) return items.map(label).join(msg('separator', lang));
  // Longest keys first, so 'positionLarge' is not read as 'position' + 'Large'.
  return [...items]
    .sort((a, b) => b.length - a.length)
    .reduce((text, key) => text.replaceAll(key, label(key)), description);
}

const rectClosed = alias(rectification, 'source_rectification');

const COLLECTORS: Record<WarningRule, Collector> = {
  /** Failed lot evaluations and invalid groups (test_block_warning); handled once their rectification closes. */
  async testBlock(db, projectId, _s, lang) {
    const rows = await db
      .select({ w: testBlockWarning, rectStatus: rectClosed.status })
      .from(testBlockWarning)
      .leftJoin(rectClosed, eq(rectClosed.id, testBlockWarning.rectificationId))
      .where(eq(testBlockWarning.projectId, projectId));
    return rows.map(({ w, rectStatus }) => ({
      key: `testBlock-${w.id}`,
      type: 'testBlock',
      level: w.kind === 'lot-failed' ? 'serious' : 'normal',
      title: w.title || msg(w.kind === 'lot-failed' ? 'lotFailed' : 'groupInvalid', lang),
      detail: w.detail,
      related: w.pileNos.join(msg('separator', lang)),
      raisedAt: iso(w.createdAt),
      status: rectStatus === 'closed' ? 'handled' : 'open',
      link: LINKS.testBlock,
    }));
  },

  /** Pile abnormal records (out of tolerance, collapse, broken pile …); handled when closed or rectified. */
  async pileAbnormal(db, projectId, _s, lang) {
    const rows = await db
      .select({ a: pileAbnormal, pileNo: pile.pileNo, rectStatus: rectClosed.status })
      .from(pileAbnormal)
      .innerJoin(pile, eq(pile.id, pileAbnormal.pileId))
      .leftJoin(rectClosed, eq(rectClosed.id, pileAbnormal.rectificationId))
      .where(eq(pileAbnormal.projectId, projectId));
    return rows.map(({ a, pileNo, rectStatus }) => {
      const kind = ABNORMAL_KIND_LABELS[a.kind as keyof typeof ABNORMAL_KIND_LABELS]?.[lang] ?? a.kind;
      return {
        key: `pileAbnormal-${a.id}`,
        type: 'pileAbnormal',
        level: a.kind === 'tolerance' ? 'normal' : 'serious',
        title: msg('pileAbnormalTitle', lang, { pile: pileNo, kind }),
        detail: itemsSpelledOut(a.items, a.description, lang),
        related: pileNo,
        raisedAt: iso(a.createdAt),
        status: a.status === 'closed' || rectStatus === 'closed' ? 'handled' : 'open',
        link: LINKS.pileAbnormal,
      };
    });
  },

  /**
   * Rectifications past their deadline by more than the configured days: open ones still running late,
   * closed ones that were closed that late (handled).
   */
  async rectificationOverdue(db, projectId, s, lang, now) {
    const days = s.threshold ?? WARNING_THRESHOLDS.rectificationOverdue.default;
    const today = businessToday(now);
    const rows = await db
      .select({ r: rectification, companyName: company.name })
      .from(rectification)
      .leftJoin(company, eq(company.id, rectification.responsibleCompanyId))
      .where(eq(rectification.projectId, projectId));
    return rows.flatMap(({ r, companyName }) => {
      const closedOn = r.closedAt ? businessDateOf(r.closedAt) : null;
      const late = daysBetween(r.deadline, r.status === 'closed' && closedOn ? closedOn : today);
      if (late <= days) return [];
      return [
        {
          key: `rectificationOverdue-${r.id}`,
          type: 'rectificationOverdue' as const,
          level: r.severity === 'normal' ? ('normal' as const) : ('serious' as const),
          title: r.title,
          detail: msg('rectificationOverdueDetail', lang, {
            deadline: r.deadline,
            days: late,
            closed: r.status === 'closed' && closedOn ? msg('closedOn', lang, { date: closedOn }) : '',
          }),
          related: companyName ?? '',
          raisedAt: iso(startOfBusinessDay(addDays(r.deadline, days + 1))),
          status: r.status === 'closed' ? ('handled' as const) : ('open' as const),
          link: `${LINKS.rectificationOverdue}?id=${r.id}`,
        },
      ];
    });
  },

  /** Failed rebar test rounds; handled once the batch passed its double retest or its rejection was rectified. */
  async rebarRetest(db, projectId, _s, lang) {
    const rows = await db
      .select({ t: rebarTest, b: rebarBatch, rectStatus: rectClosed.status })
      .from(rebarTest)
      .innerJoin(rebarBatch, eq(rebarBatch.id, rebarTest.batchId))
      .leftJoin(rectClosed, eq(rectClosed.id, rebarBatch.rectificationId))
      .where(and(eq(rebarTest.projectId, projectId), eq(rebarTest.pass, false)));
    return rows.map(({ t, b, rectStatus }) => ({
      key: `rebarRetest-${t.id}`,
      type: 'rebarRetest',
      level: t.round >= 2 ? 'serious' : 'normal',
      title: msg('rebarRetestTitle', lang, { batchNo: b.batchNo, round: t.round }),
      detail: msg('rebarRetestDetail', lang, {
        grade: b.grade,
        d: b.diameterMm,
        heatNo: b.heatNo,
        tonnage: Number(b.tonnage),
        items: t.failedItems.map((i) => REBAR_ITEM_NAMES[i]?.[lang] ?? i).join(msg('separator', lang)),
        reportNo: t.reportNo || '—',
      }),
      related: b.batchNo,
      raisedAt: iso(t.createdAt),
      status:
        b.status === 'accepted' || (b.status === 'rejected' && rectStatus === 'closed') ? 'handled' : 'open',
      link: LINKS.rebarRetest,
    }));
  },

  /** Failed pile detection results (integrity class III/IV, bearing capacity short); handled once rectified. */
  async pileDetection(db, projectId, _s, lang) {
    const rows = await db
      .select({ r: detectionResult, d: detection, rectStatus: rectClosed.status })
      .from(detectionResult)
      .innerJoin(detection, eq(detection.id, detectionResult.detectionId))
      .leftJoin(rectClosed, eq(rectClosed.id, detectionResult.rectificationId))
      .where(and(eq(detectionResult.projectId, projectId), eq(detectionResult.pass, false)));
    return rows.map(({ r, d, rectStatus }) => {
      const findings = [
        r.integrityClass && r.integrityClass !== 'I' && r.integrityClass !== 'II'
          ? msg('integrityClass', lang, { cls: r.integrityClass })
          : null,
        r.bearingPass === false ? msg('bearingFailed', lang) : null,
        r.note || null,
        d.reportNo ? msg('report', lang, { no: d.reportNo }) : null,
      ].filter((x): x is string => !!x);
      return {
        key: `pileDetection-${r.id}`,
        type: 'pileDetection',
        level: 'serious',
        title: msg('pileDetectionTitle', lang, {
          pile: r.pileNo,
          method: METHOD_NAMES[d.method]?.[lang] ?? d.method,
        }),
        detail: findings.join(lang === 'zh' ? '；' : '; '),
        related: r.pileNo,
        raisedAt: iso(r.checkedAt ?? startOfBusinessDay(d.testDate)),
        status: rectStatus === 'closed' ? 'handled' : 'open',
        link: LINKS.pileDetection,
      };
    });
  },

  /** Groups made ÷ required (the same computation as the test-block page) below the configured %. */
  async testBlockRate(_db, projectId, s, lang, now, ctx) {
    const threshold = s.threshold ?? WARNING_THRESHOLDS.testBlockRate.default;
    const rate = await ctx.rate();
    if (rate.required === 0 || pct(rate.rate) >= threshold) return [];
    const sep = msg('separator', lang);
    const shown = rate.missing.slice(0, 5).map((m) => `${m.key} ${msg('groups', lang, { n: m.short })}`);
    const more = rate.missing.length > shown.length ? msg('more', lang, { n: rate.missing.length }) : '';
    return [
      {
        key: `testBlockRate-${projectId}`,
        type: 'testBlockRate',
        level: 'normal',
        title: msg('testBlockRateTitle', lang, { rate: pct(rate.rate), threshold }),
        detail: msg('testBlockRateDetail', lang, {
          required: rate.required,
          made: rate.made,
          missing: shown.join(sep) + more,
        }),
        related:
          rate.missing
            .map((m) => m.key)
            .slice(0, 5)
            .join(sep) + more,
        raisedAt: iso(now),
        status: 'open',
        link: LINKS.testBlockRate,
      },
    ];
  },

  /** Witnessed ÷ submitted groups below the configured % (below the national 30 %: serious). */
  async witnessRatio(_db, projectId, s, lang, now, ctx) {
    const threshold = s.threshold ?? WARNING_THRESHOLDS.witnessRatio.default;
    const { witness } = await ctx.rate();
    if (witness.total === 0 || pct(witness.ratio) >= threshold) return [];
    const needed = Math.max(0, Math.ceil((witness.total * threshold) / 100) - witness.witnessed);
    return [
      {
        key: `witnessRatio-${projectId}`,
        type: 'witnessRatio',
        level: witness.pass ? 'hint' : 'serious',
        title: msg('witnessRatioTitle', lang, { ratio: pct(witness.ratio), threshold }),
        detail: msg('witnessRatioDetail', lang, {
          total: witness.total,
          witnessed: witness.witnessed,
          needed,
        }),
        related: '',
        raisedAt: iso(now),
        status: 'open',
        link: LINKS.witnessRatio,
      },
    ];
  },
};

const LEVEL_ORDER = new Map(WARNING_LEVELS.map((l, i) => [l, i]));

/**
 * Every abnormal item of the project the caller may see: the enabled rules whose source page the
 * caller can list (the source menu's list action, as that page's own guard checks), open first,
 * then by level, newest first. Read live from the source tables — nothing is copied.
 */
export async function collectAbnormal(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  lang: Language,
  now = new Date(),
): Promise<{ items: AbnormalItem[]; counts: AbnormalPage['counts'] }> {
  const settings = await ruleSettings(db, projectId);
  const visible = new Map<string, boolean>();
  for (const menu of new Set(Object.values(SOURCE_MENUS)))
    visible.set(menu, canPerform(await allowedActions(db, user, projectId, menu, { lang }), 'list'));
  let rate: Promise<TestBlockRate> | undefined;
  const ctx: CollectContext = { rate: () => (rate ??= computeRate(db, projectId)) };
  const items: AbnormalItem[] = [];
  const counts: AbnormalPage['counts'] = [];
  for (const rule of WARNING_RULES) {
    const setting = settings.get(rule) ?? defaultSetting(rule);
    const mine =
      setting.enabled && visible.get(SOURCE_MENUS[rule])
        ? await COLLECTORS[rule](db, projectId, setting, lang, now, ctx)
        : [];
    items.push(...mine);
    counts.push({
      type: rule,
      enabled: setting.enabled,
      total: mine.length,
      open: mine.filter((i) => i.status === 'open').length,
    });
  }
  items.sort(
    (a, b) =>
      Number(a.status === 'handled') - Number(b.status === 'handled') ||
      (LEVEL_ORDER.get(a.level) ?? 0) - (LEVEL_ORDER.get(b.level) ?? 0) ||
      b.raisedAt.localeCompare(a.raisedAt) ||
      a.key.localeCompare(b.key),
  );
  return { items, counts };
}

// ---- notification --------------------------------------------------------------------------------

/**
 * Tells the configured roles of each project about its new open abnormal items (预警通知): one message
 * per item to every member holding one of the rule's notify roles on the project, in the message
 * centre under 预警. An item is told once (warning_notice remembers its key), so a sweep repeated, or
 * run by two servers at once, sends nothing twice. Rules that are off, or tell nobody, send nothing and
 * remember nothing: roles set later hear of the items open then. The text is Chinese, as the platform's
 * own messages are.
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
  const due: { item: AbnormalItem; roles: number[] }[] = [];
  for (const rule of WARNING_RULES) {
    const setting = settings.get(rule) ?? defaultSetting(rule);
    if (!setting.enabled || setting.notifyRoles.length === 0) continue;
    const open = (await COLLECTORS[rule](db, projectId, setting, 'zh', now, ctx)).filter(
      (i) => i.status === 'open',
    );
    for (const item of open) due.push({ item, roles: setting.notifyRoles });
  }
  return due;
}

async function tellProject(db: Db, projectId: number, now: Date) {
  const due = await itemsToTell(db, projectId, now);
  if (due.length === 0) return { items: 0, messages: 0 };
  return db.transaction(async (tx) => {
    // Claim the keys first: only the items this sweep claims are told, whoever else sweeps.
    const claimed = await tx
      .insert(warningNotice)
      .values(due.map(({ item }) => ({ projectId, itemKey: item.key, rule: item.type })))
      .onConflictDoNothing({ target: [warningNotice.projectId, warningNotice.itemKey] })
      .returning({ itemKey: warningNotice.itemKey });
    const fresh = new Set(claimed.map((c) => c.itemKey));
    const members = await tx
      .selectDistinct({ userId: projectMember.userId, roleId: projectMember.roleId })
      .from(projectMember)
      .innerJoin(appUser, eq(appUser.id, projectMember.userId))
      .where(and(eq(projectMember.projectId, projectId), eq(appUser.status, 'active')));
    const rows = due
      .filter(({ item }) => fresh.has(item.key))
      .flatMap(({ item, roles }) =>
        [...new Set(members.filter((m) => roles.includes(m.roleId)).map((m) => m.userId))].map(
          (recipientUserId) => ({
            projectId,
            recipientUserId,
            title: msg('noticeTitle', 'zh', { title: item.title }),
            content: item.detail,
            category: MESSAGE_CATEGORY.WARNING,
          }),
        ),
      );
    if (rows.length > 0) await notify(tx, rows);
    return { items: fresh.size, messages: rows.length };
  });
}

/**
 * Runs notifyNewWarnings now and then every `minutes` (0: never) in the server process, one sweep at a
 * time; a failed sweep is logged and the next one tries again. Returns the stop.
 */
export function scheduleWarningSweep(db: Db, minutes: number, log: (line: string) => void): () => void {
  if (minutes <= 0) return () => undefined;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const { items, messages } = await notifyNewWarnings(db);
      if (items > 0) log(`early warning: ${items} new item(s), ${messages} message(s) sent`);
    } catch (e) {
      log(`early warning sweep failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Remembers every open item of the project's notifying rules as told, without telling anyone: the demo
 * data's warnings predate the demo (and the seeded message counts stay what the stories expect).
 */
export async function markWarningsTold(tx: DbOrTx, projectId: number, now = new Date()): Promise<void> {
  const due = await itemsToTell(tx, projectId, now);
  if (due.length > 0)
    await tx
      .insert(warningNotice)
      .values(due.map(({ item }) => ({ projectId, itemKey: item.key, rule: item.type })))
      .onConflictDoNothing();
}

export function filterAbnormal(items: AbnormalItem[], q: AbnormalFilters): AbnormalItem[] {
  const keyword = q.keyword?.toLowerCase();
  return items.filter(
    (i) =>
      (!q.type || i.type === q.type) &&
      (!q.level || i.level === q.level) &&
      (!q.status || i.status === q.status) &&
      (!keyword || [i.title, i.detail, i.related].some((text) => text.toLowerCase().includes(keyword))),
  );
}

export async function abnormalPage(
  db: DbOrTx,
  user: SessionUser,
  q: AbnormalListQuery,
  lang: Language,
): Promise<AbnormalPage> {
  const { items, counts } = await collectAbnormal(db, user, q.proId, lang);
  const matched = filterAbnormal(items, q);
  const start = (q.page - 1) * q.limit;
  return {
    total: matched.length,
    page: q.page,
    limit: q.limit,
    list: matched.slice(start, start + q.limit),
    counts,
  };
}
