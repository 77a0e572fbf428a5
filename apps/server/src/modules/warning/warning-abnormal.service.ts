import {
  type AbnormalFilters,
  type AbnormalItem,
  type AbnormalListQuery,
  type AbnormalPage,
  addDays,
  businessDateOf,
  businessToday,
  canPerform,
  daysBetween,
  type Language,
  startOfBusinessDay,
  type TestBlockRate,
  WARNING_LEVELS,
  WARNING_RULES,
  WARNING_THRESHOLDS,
  type WarningRule,
} from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { allowedActions } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { company } from '../../platform/identity';
import type { LocalizedText } from '../../platform/kit/messages';
import { rectification, rectificationTexts } from '../../platform/rectification';
import { CURING_MENU, curingAbnormalItems } from '../curing';
import { MATERIAL_MENU, REBAR_ITEM_NAMES, rebarBatch, rebarTest } from '../material-inspection';
import { ABNORMAL_KIND_LABELS, ACCEPTANCE_LABELS, PILE_MENU, pile, pileAbnormal } from '../pile';
import { DETECTION_MENU, detection, detectionResult, METHOD_NAMES } from '../pile-detection';
import { RECTIFICATION_MENU } from '../rectification';
import {
  computeRate,
  TEST_BLOCK_MENU,
  testBlockWarning,
  testBlockWarningDetail,
  testBlockWarningTitle,
} from '../specimen';
import { ABNORMAL_KIND_NAMES, RECORD_TYPE_NAMES, WORKS_ABNORMAL_MENU, worksAbnormal } from '../works';
import { warningMessage as msg } from './warning.messages';
import { defaultSetting, type RuleSetting, ruleSettings } from './warning-config.service';

// ---- the abnormal list --------------------------------------------------------------------------

/** The page of each source the list links to (the web routes of the menus in seed/identity.ts). */
const LINKS = {
  testBlock: '/inspection/testBlock',
  pileAbnormal: '/pileFoundation/construction',
  foundationAbnormal: '/quality/worksAbnormal?source=foundation',
  mainBodyAbnormal: '/quality/worksAbnormal?source=mainBody',
  rectificationOverdue: '/quality/rectification',
  rebarRetest: '/material/inspection',
  pileDetection: '/inspection/pileDetection',
  testBlockRate: '/inspection/testBlock',
  witnessRatio: '/inspection/testBlock',
  curingExcursion: '/inspection/curingRoom',
} as const satisfies Record<WarningRule, string>;

/** The menu whose list action lets the caller see a source's records. */
const SOURCE_MENUS = {
  testBlock: TEST_BLOCK_MENU,
  pileAbnormal: PILE_MENU,
  foundationAbnormal: WORKS_ABNORMAL_MENU,
  mainBodyAbnormal: WORKS_ABNORMAL_MENU,
  rectificationOverdue: RECTIFICATION_MENU,
  rebarRetest: MATERIAL_MENU,
  pileDetection: DETECTION_MENU,
  testBlockRate: TEST_BLOCK_MENU,
  witnessRatio: TEST_BLOCK_MENU,
  curingExcursion: CURING_MENU,
} as const satisfies Record<WarningRule, string>;

const iso = (d: Date) => d.toISOString();
const pct = (ratio: number) => Math.round(ratio * 1000) / 10;

export interface CollectContext {
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

/** The abnormal records of one of the works (docs/domains/works.md), as items of the list. */
async function worksAbnormalItems(
  db: DbOrTx,
  projectId: number,
  source: 'foundation' | 'mainBody',
  lang: Language,
): Promise<AbnormalItem[]> {
  const type = source === 'foundation' ? 'foundationAbnormal' : 'mainBodyAbnormal';
  const rows = await db
    .select({ a: worksAbnormal, rectStatus: rectClosed.status })
    .from(worksAbnormal)
    .leftJoin(rectClosed, eq(rectClosed.id, worksAbnormal.rectificationId))
    .where(and(eq(worksAbnormal.projectId, projectId), eq(worksAbnormal.source, source)));
  return rows.map(({ a, rectStatus }) => ({
    key: `${type}-${a.id}`,
    type,
    // A failed spot check or a leak is serious; a value out of its band is normal.
    level: a.origin === 'spotCheck' || a.kind === 'waterTest' ? 'serious' : 'normal',
    title: msg('worksAbnormalTitle', lang, {
      type: RECORD_TYPE_NAMES[a.recordType][lang],
      no: a.recordNo,
      kind: ABNORMAL_KIND_NAMES[a.kind as keyof typeof ABNORMAL_KIND_NAMES]?.[lang] ?? a.kind,
    }),
    detail: a.description,
    related: a.recordNo,
    raisedAt: iso(a.createdAt),
    status: a.status === 'closed' || rectStatus === 'closed' ? 'handled' : 'open',
    link: `${LINKS[type]}&keyword=${encodeURIComponent(a.abnormalNo)}`,
  }));
}

export const COLLECTORS: Record<WarningRule, Collector> = {
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
      title:
        testBlockWarningTitle(w, lang) || msg(w.kind === 'lot-failed' ? 'lotFailed' : 'groupInvalid', lang),
      detail: testBlockWarningDetail(w, lang),
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

  /** 基础工程 abnormal records (failed checks, failed spot checks); handled when closed or rectified. */
  foundationAbnormal: (db, projectId, _s, lang) => worksAbnormalItems(db, projectId, 'foundation', lang),

  /** 主体工程 abnormal records (slump, joint fullness, water test, spot checks); handled likewise. */
  mainBodyAbnormal: (db, projectId, _s, lang) => worksAbnormalItems(db, projectId, 'mainBody', lang),

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
          title: rectificationTexts(r, lang).title,
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

  /** Curing rooms out of range longer than they tolerate (docs/domains/curing.md); handled once back in range. */
  curingExcursion: (db, projectId, _s, lang) => curingAbnormalItems(db, projectId, lang),
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
