import {
  type AbnormalItem,
  type AbnormalPage,
  addDays,
  businessDaysFromToday,
  businessToday,
  type WarningConfig,
} from '@zhuji/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { BOTH_EDGES, edgeOf, setClock } from '../../../test/clock';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { appUser, projectMember } from '../../platform/identity';
import { message } from '../../platform/notify';
import { rectification } from '../../platform/rectification';
import { specimen, testBlockWarning } from '../specimen';
import { warningNotice, warningRule } from './warning.table';
import { notifyNewWarnings } from './warning-notify.service';

// The overdue day counts turn at midnight in the business zone: the demo is seeded and read under a fixed
// clock, and the counting tests run on both sides of that midnight.
const seededAt = edgeOf('before');
const zhang = 'zhangjianguo';
const t = seededApp({ users: [zhang], clock: seededAt, caller: null });
const { get, post } = t;

const pileProject = () => t.project('jiangdongPile');
const list = async (query: string, token = zhang): Promise<AbnormalPage> => {
  const res = await get(`/api/warning/abnormal/list?proId=${pileProject()}${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const count = (page: AbnormalPage, type: AbnormalItem['type']) => page.counts.find((c) => c.type === type);
const rulesOf = (proId: number) => t.db.select().from(warningRule).where(eq(warningRule.projectId, proId));
const configAudits = () => t.db.select().from(auditLog).where(eq(auditLog.resource, 'warningRule'));

// First in the file: it starts from the demo as seeded (the tests below change its warnings).
describe('telling the configured roles (预警通知)', () => {
  const proId = () => pileProject();
  const warningMessages = () =>
    t.db
      .select()
      .from(message)
      .where(and(eq(message.projectId, proId()), eq(message.category, 'warning')));
  const toldKeys = async () =>
    new Set(
      (await t.db.select().from(warningNotice).where(eq(warningNotice.projectId, proId()))).map(
        (n) => n.itemKey,
      ),
    );
  /** The active members holding one of the roles on the project. */
  const holders = async (roles: number[]) =>
    (
      await t.db
        .selectDistinct({ userId: projectMember.userId })
        .from(projectMember)
        .innerJoin(appUser, eq(appUser.id, projectMember.userId))
        .where(
          and(
            eq(projectMember.projectId, proId()),
            inArray(projectMember.roleId, roles),
            eq(appUser.status, 'active'),
          ),
        )
    )
      .map((m) => m.userId)
      .sort((a, b) => a - b);
  /**
   * Makes a rectification not told of yet ten days overdue (the demo's rule lists it after 3), runs
   * `body`, then puts the row back as it was.
   */
  const withOverdueRectification = async (body: (id: number) => Promise<void>) => {
    const told = await toldKeys();
    const rows = await t.db.select().from(rectification).where(eq(rectification.projectId, proId()));
    const row = rows.find((r) => !told.has(`rectificationOverdue-${r.id}`));
    expect(row).toBeDefined();
    const tenDaysAgo = businessDaysFromToday(-10);
    await t.db
      .update(rectification)
      .set({ deadline: tenDaysAgo, status: 'open', closedAt: null })
      .where(eq(rectification.id, row!.id));
    try {
      await body(row!.id);
    } finally {
      await t.db
        .update(rectification)
        .set({ deadline: row!.deadline, status: row!.status, closedAt: row!.closedAt })
        .where(eq(rectification.id, row!.id));
    }
  };
  const setRoles = (rule: 'rectificationOverdue', notifyRoles: number[]) =>
    t.db
      .update(warningRule)
      .set({ notifyRoles })
      .where(and(eq(warningRule.projectId, proId()), eq(warningRule.rule, rule)));

  it('when the demo is seeded, then its open warnings count as told: a sweep sends nothing', async () => {
    expect((await toldKeys()).size).toBeGreaterThan(0);
    expect(await notifyNewWarnings(t.db)).toEqual({ items: 0, messages: 0 });
    expect(await warningMessages()).toHaveLength(0);
  });

  it('when a rectification is overdue past the set days, then each holder of a notify role gets one message, once', async () => {
    // The demo's rule: listed 3 days after the deadline; the project manager (3) and the chief supervisor (41) told.
    const recipients = await holders([3, 41]);
    expect(recipients.length).toBeGreaterThan(1);
    await withOverdueRectification(async (id) => {
      expect(await notifyNewWarnings(t.db)).toEqual({ items: 1, messages: recipients.length });
      const sent = await warningMessages();
      expect(sent.map((m) => m.recipientUserId).sort((a, b) => a - b)).toEqual(recipients);
      const [notice] = await t.db.select().from(rectification).where(eq(rectification.id, id));
      expect(sent[0]?.title).toMatch(/^【预警】/);
      expect(sent[0]?.title).toContain(notice!.title);
      expect(sent[0]?.content).toContain('已逾期 10 天');
      expect((await toldKeys()).has(`rectificationOverdue-${id}`)).toBe(true);
      // A second sweep, or two at once, tells nobody again.
      expect(await Promise.all([notifyNewWarnings(t.db), notifyNewWarnings(t.db)])).toEqual([
        { items: 0, messages: 0 },
        { items: 0, messages: 0 },
      ]);
      expect(await warningMessages()).toHaveLength(recipients.length);
    });
  });

  it('when the rule tells nobody, then nothing is sent nor remembered; once a role is set, the item still open is told', async () => {
    const before = (await warningMessages()).length;
    await setRoles('rectificationOverdue', []);
    try {
      await withOverdueRectification(async (id) => {
        expect(await notifyNewWarnings(t.db)).toEqual({ items: 0, messages: 0 });
        expect((await toldKeys()).has(`rectificationOverdue-${id}`)).toBe(false);
        await setRoles('rectificationOverdue', [41]);
        const chiefs = await holders([41]);
        expect(await notifyNewWarnings(t.db)).toEqual({ items: 1, messages: chiefs.length });
        expect((await warningMessages()).length).toBe(before + chiefs.length);
      });
    } finally {
      await setRoles('rectificationOverdue', [3, 41]);
    }
  });

  it('when a told member lists the notice in en or es, then it reads in that language and zh in Chinese; a row without keys keeps its stored text', async () => {
    const me = t.user(zhang);
    const listed = async (lang: string, id: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/collaboration/message/list?limit=50',
        headers: { 'x-auth-token': t.token(zhang), 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      const item = res.json().data.list.find((m: { id: number }) => m.id === id);
      expect(item).toBeDefined();
      return { title: item.title as string, content: item.content as string };
    };
    await withOverdueRectification(async () => {
      const before = new Set((await warningMessages()).map((m) => m.id));
      await notifyNewWarnings(t.db);
      const mine = (await warningMessages()).find((m) => !before.has(m.id) && m.recipientUserId === me);
      expect(mine?.titleKey).toBe('warning.notice');
      // The stored text is the Chinese one: what zh reads, and what en/es must not.
      expect(mine!.title).toMatch(/^【预警】/);
      const zh = await listed('zh', mine!.id);
      expect(zh).toEqual({ title: mine!.title, content: mine!.content });
      expect(zh.content).toContain('已逾期 10 天');
      const en = await listed('en', mine!.id);
      expect(en.title).toMatch(/^\[Early warning\] /);
      expect(en.title).not.toBe(mine!.title);
      expect(en.content).toMatch(/^Due \d{4}-\d{2}-\d{2}, 10 days overdue$/);
      const es = await listed('es', mine!.id);
      expect(es.title).toMatch(/^\[Alerta temprana\] /);
      expect(es.content).toMatch(/^Vencía el \d{4}-\d{2}-\d{2}, 10 días de retraso$/);
      // A message from before the keys (or typed by a member) reads as stored in every language.
      await t.db
        .update(message)
        .set({ titleKey: null, contentKey: null, params: null })
        .where(eq(message.id, mine!.id));
      expect(await listed('en', mine!.id)).toEqual({ title: mine!.title, content: mine!.content });
    });
  });
});

describe('the abnormal list of 一标段 桩基工程', () => {
  it('when the project manager opens it, then the recorded abnormal items of every source come back, open first', async () => {
    const page = await list('&limit=50');
    const types = new Set(page.list.map((i) => i.type));
    expect(types).toContain('testBlock');
    expect(types).toContain('pileAbnormal');
    expect(types).toContain('pileDetection');
    expect(types).toContain('rebarRetest');
    // The collapse of GZ30 was entered by hand: a serious pile abnormal item linked to the pile page.
    const collapse = page.list.find((i) => i.type === 'pileAbnormal' && i.related === 'GZ30');
    expect(collapse).toMatchObject({
      level: 'serious',
      status: 'open',
      link: '/pileFoundation/construction',
    });
    expect(collapse?.title).toContain('塌孔');
    // The demo's invalid same-condition group of GZ4 (early-warning seed, raised by the inspection module).
    const invalid = page.list.find((i) => i.type === 'testBlock');
    expect(invalid).toMatchObject({
      level: 'normal',
      status: 'open',
      related: 'GZ4',
      link: '/inspection/testBlock',
    });
    expect(invalid?.title).toContain('强度数据无效');
    // Tolerance failures are named, not keyed.
    const tolerance = page.list.find((i) => i.type === 'pileAbnormal' && i.related === 'GZ11');
    expect(tolerance?.detail).toBe('充盈系数');
    // The project asks for 50 % witnessing; 3 of 7 submitted groups is above 30 %: a notice.
    const witness = page.list.find((i) => i.type === 'witnessRatio');
    expect(witness).toMatchObject({ level: 'hint', title: '见证取样比例 42.9%，低于 50%' });
    // The spiral batch failed its weight deviation, then passed the double retest: handled.
    const rebar = page.list.find((i) => i.type === 'rebarRetest');
    expect(rebar).toMatchObject({ related: 'GJ-2026-002', status: 'handled', level: 'normal' });
    expect(rebar?.detail).toContain('重量偏差');
    // Open items come before handled ones; the counts are per type over the whole list.
    const firstHandled = page.list.findIndex((i) => i.status === 'handled');
    if (firstHandled >= 0)
      expect(page.list.slice(firstHandled).every((i) => i.status === 'handled')).toBe(true);
    expect(page.total).toBe(page.counts.reduce((n, c) => n + c.total, 0));
    expect(count(page, 'testBlock')?.total).toBeGreaterThan(0);
    expect(page.counts.map((c) => c.type)).toEqual([
      'testBlock',
      'pileAbnormal',
      'foundationAbnormal',
      'mainBodyAbnormal',
      'rectificationOverdue',
      'rebarRetest',
      'pileDetection',
      'testBlockRate',
      'witnessRatio',
      'curingExcursion',
    ]);
  });

  it('when an en or es user reads a raised test-block warning, then its detail and the rectification copied from it read in their language; zh reads the stored Chinese', async () => {
    const inLang = async (url: string, lang: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-auth-token': t.token(zhang), 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const [row] = await t.db
      .select()
      .from(testBlockWarning)
      .where(and(eq(testBlockWarning.projectId, pileProject()), eq(testBlockWarning.kind, 'group-invalid')))
      .limit(1);
    expect(row?.detailKey).toBe('invalidDetail');
    expect(row?.detail).toMatch(/^试块 .+ 三个试件强度/);
    expect(row?.rectificationId).not.toBeNull();
    const [rect] = await t.db.select().from(rectification).where(eq(rectification.id, row!.rectificationId!));
    expect(rect).toMatchObject({ title: row!.title, problem: row!.detail, titleKey: 'invalidTitle' });
    const expected = {
      en: { detail: /^Both extremes of block /, title: /^Test block .+ is invalid \(GZ4\)$/ },
      es: { detail: /^Los dos extremos de la probeta /, title: /^La probeta .+ no es válida \(GZ4\)$/ },
    };
    const read = async (lang: string) => {
      const abnormal: AbnormalPage = await inLang(
        `/api/warning/abnormal/list?proId=${pileProject()}&type=testBlock&limit=50`,
        lang,
      );
      const own: { id: number; detail: string }[] = await inLang(
        `/api/inspection/warning/list?proId=${pileProject()}`,
        lang,
      );
      const detail = await inLang(`/api/rectification/detail?id=${rect!.id}`, lang);
      const listed = (
        await inLang(`/api/rectification/list?proId=${pileProject()}&limit=50`, lang)
      ).list.find((r: { id: number }) => r.id === rect!.id);
      return {
        item: abnormal.list.find((i) => i.key === `testBlock-${row!.id}`)?.detail,
        own: own.find((w) => w.id === row!.id)?.detail,
        rect: { title: detail.title, problem: detail.problem },
        listed: listed?.title,
      };
    };
    for (const lang of ['en', 'es'] as const) {
      const got = await read(lang);
      expect(got.item).toMatch(expected[lang].detail);
      expect(got.own).toBe(got.item);
      expect(got.rect.title).toMatch(expected[lang].title);
      expect(got.rect.problem).toBe(got.item);
      expect(got.listed).toBe(got.rect.title);
    }
    // The flow's message announcing the notice to the contractor names it in the reader's language too.
    const announced = async (lang: string) =>
      (await inLang('/api/collaboration/message/list?limit=50', lang)).list.find(
        (m: { businessType: string | null; businessId: number | null }) =>
          m.businessType === 'rectification' && m.businessId === rect!.id,
      )?.title;
    expect(await announced('en')).toMatch(
      /^\[To approve\] Rectification notice: Test block .+ is invalid \(GZ4\)$/,
    );
    expect(await announced('zh')).toBe(`【待审批】整改通知：${rect!.title}`);
    expect(await read('zh')).toEqual({
      item: row!.detail,
      own: row!.detail,
      rect: { title: rect!.title, problem: rect!.problem },
      listed: rect!.title,
    });
  });

  it('when an en or es user reads a raised test-block warning, then its title is in their language; a row raised before title keys keeps its Chinese title', async () => {
    const inLang = async (url: string, lang: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-auth-token': t.token(zhang), 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const abnormal = (lang: string): Promise<AbnormalPage> =>
      inLang(`/api/warning/abnormal/list?proId=${pileProject()}&type=testBlock&limit=50`, lang);
    const testBlockPage = (lang: string): Promise<{ id: number; title: string }[]> =>
      inLang(`/api/inspection/warning/list?proId=${pileProject()}`, lang);
    const cjk = /[\u3400-\u9fff]/;
    // The demo's invalid GZ4 group was raised by the test-block evaluation (evaluateProject), in Chinese.
    const [row] = await t.db
      .select()
      .from(testBlockWarning)
      .where(and(eq(testBlockWarning.projectId, pileProject()), eq(testBlockWarning.kind, 'group-invalid')))
      .limit(1);
    expect(row?.titleKey).toBe('invalidTitle');
    expect(row?.title).toContain('强度数据无效');
    const key = `testBlock-${row!.id}`;
    const expected = { en: /^Test block .+ is invalid \(GZ4\)$/, es: /^La probeta .+ no es válida \(GZ4\)$/ };
    for (const lang of ['en', 'es'] as const) {
      const item = (await abnormal(lang)).list.find((i) => i.key === key);
      expect(item?.title).toMatch(expected[lang]);
      expect(item?.title).not.toMatch(cjk);
      const own = (await testBlockPage(lang)).find((w) => w.id === row!.id);
      expect(own?.title).toBe(item?.title);
    }
    expect((await abnormal('zh')).list.find((i) => i.key === key)?.title).toBe(row!.title);
    // A row from before the key existed (title_key null) shows its stored title in every language.
    await t.db
      .update(testBlockWarning)
      .set({ titleKey: null, titleParams: null })
      .where(eq(testBlockWarning.id, row!.id));
    try {
      expect((await abnormal('en')).list.find((i) => i.key === key)?.title).toBe(row!.title);
      expect((await testBlockPage('es')).find((w) => w.id === row!.id)?.title).toBe(row!.title);
    } finally {
      await t.db
        .update(testBlockWarning)
        .set({ titleKey: row!.titleKey, titleParams: row!.titleParams })
        .where(eq(testBlockWarning.id, row!.id));
    }
  });

  it('when filtered by type, level, status and keyword and paged, then only the matching rows come back', async () => {
    const all = await list('&limit=50');
    const piles = await list('&type=pileAbnormal&limit=50');
    expect(piles.list.length).toBe(count(all, 'pileAbnormal')?.total);
    expect(piles.list.every((i) => i.type === 'pileAbnormal')).toBe(true);
    const serious = await list('&level=serious&limit=50');
    expect(serious.list.every((i) => i.level === 'serious')).toBe(true);
    expect(serious.total).toBe(all.list.filter((i) => i.level === 'serious').length);
    const handled = await list('&status=handled&limit=50');
    expect(handled.list.every((i) => i.status === 'handled')).toBe(true);
    const gz30 = await list('&keyword=gz30');
    expect(gz30.list.length).toBeGreaterThan(0);
    expect(gz30.list.every((i) => `${i.title}${i.detail}${i.related}`.toUpperCase().includes('GZ30'))).toBe(
      true,
    );
    const p1 = await list('&limit=5&page=1');
    const p2 = await list('&limit=5&page=2');
    expect(p1.list).toHaveLength(5);
    expect(p1.total).toBe(all.total);
    expect(p2.list.map((i) => i.key)).toEqual(all.list.slice(5, 10).map((i) => i.key));
    // The cards stay the project's whatever the filters.
    expect(piles.counts).toEqual(all.counts);
  });

  it('when the query is bad, then 422 naming the field', async () => {
    expect((await get(`/api/warning/abnormal/list?proId=${pileProject()}&type=fire`, zhang)).statusCode).toBe(
      422,
    );
    expect((await get(`/api/warning/abnormal/list?proId=${pileProject()}&limit=7`, zhang)).statusCode).toBe(
      422,
    );
    expect((await get('/api/warning/abnormal/list?proId=abc', zhang)).statusCode).toBe(422);
  });

  it('when exported, then an xlsx with the filtered rows comes back', async () => {
    const res = await get(`/api/warning/abnormal/export?proId=${pileProject()}&type=pileAbnormal`, zhang);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('类型');
    const piles = await list('&type=pileAbnormal&limit=50');
    expect(sheet.actualRowCount - 1).toBe(piles.total);
    expect(sheet.getRow(2).getCell(1).value).toBe('桩基施工异常');
  });

  it.each(BOTH_EDGES)(
    'when an overdue rectification is past the configured days (clock %s China midnight), then it is listed; closed late it is handled',
    async (_edge, at) => {
      setClock(at);
      try {
        const proId = pileProject();
        const [any] = await t.db
          .select()
          .from(rectification)
          .where(eq(rectification.projectId, proId))
          .limit(2);
        expect(any).toBeDefined();
        const tenDaysAgo = businessDaysFromToday(-10);
        await t.db
          .update(rectification)
          .set({ deadline: tenDaysAgo, status: 'open', closedAt: null })
          .where(eq(rectification.id, any!.id));
        const overdue = (await list('&type=rectificationOverdue&limit=50')).list.find(
          (i) => i.key === `rectificationOverdue-${any!.id}`,
        );
        expect(overdue).toMatchObject({ status: 'open', link: `/quality/rectification?id=${any!.id}` });
        expect(overdue?.detail).toContain('已逾期 10 天');
        await t.db
          .update(rectification)
          .set({ status: 'closed', closedAt: new Date(Date.now() - 2 * 86_400_000) })
          .where(eq(rectification.id, any!.id));
        const closed = (await list('&type=rectificationOverdue&limit=50')).list.find(
          (i) => i.key === `rectificationOverdue-${any!.id}`,
        );
        expect(closed?.status).toBe('handled');
      } finally {
        setClock(seededAt);
      }
    },
  );

  it('when the deadline was 2026-11-17, then it is 10 days overdue at 23:59:30 in China and 11 days at 00:00:30', async () => {
    const [before, after] = [BOTH_EDGES[0]![1], BOTH_EDGES[1]![1]];
    // The instants are 16:00 UTC ± 30 s: the same UTC date, two China dates.
    expect(before.toISOString().slice(0, 10)).toBe(after.toISOString().slice(0, 10));
    const deadline = addDays(businessToday(before), -10);
    expect(deadline).toBe('2026-11-17');
    const [row] = await t.db
      .select()
      .from(rectification)
      .where(eq(rectification.projectId, pileProject()))
      .limit(1);
    await t.db
      .update(rectification)
      .set({ deadline, status: 'open', closedAt: null })
      .where(eq(rectification.id, row!.id));
    const detailAt = async (at: Date) => {
      setClock(at);
      const item = (await list('&type=rectificationOverdue&limit=50')).list.find(
        (i) => i.key === `rectificationOverdue-${row!.id}`,
      );
      return item?.detail;
    };
    try {
      expect(await detailAt(before)).toContain('已逾期 10 天');
      expect(await detailAt(after)).toContain('已逾期 11 天');
    } finally {
      setClock(seededAt);
      await t.db
        .update(rectification)
        .set({ deadline: row!.deadline, status: row!.status, closedAt: row!.closedAt })
        .where(eq(rectification.id, row!.id));
    }
  });

  it('when a non-member asks, then 404; anonymous is not logged in', async () => {
    const li = await loginAs(t.app, 'lixiaofeng');
    const xianghu = t.project('xianghuPile');
    expect((await get(`/api/warning/abnormal/list?proId=${xianghu}`, li)).statusCode).toBe(404);
    expect((await get(`/api/warning/abnormal/export?proId=${xianghu}`, li)).statusCode).toBe(404);
    expect((await get(`/api/warning/config/list?proId=${xianghu}`, li)).statusCode).toBe(404);
    const outsider = await loginAs(t.app, 'zhouwenbo');
    expect((await get(`/api/warning/abnormal/list?proId=${pileProject()}`, outsider)).statusCode).toBe(404);
    expect((await get(`/api/warning/abnormal/list?proId=${pileProject()}`)).json().code).toBe(400);
    expect((await get(`/api/warning/abnormal/list?proId=99999999`, zhang)).statusCode).toBe(404);
  });

  it('when a lab member reads it, then only the sources whose pages the role may list are included', async () => {
    // The lab (role 71) may list the test-block and detection pages but not the rectification page.
    const lab = await loginAs(t.app, 'sunwei');
    const page = await list('&limit=50', lab);
    expect(page.list.length).toBeGreaterThan(0);
    const manager = await list('&limit=50');
    for (const c of page.counts) expect(c.total).toBeLessThanOrEqual(count(manager, c.type)?.total ?? 0);
  });
});

describe('the warning configuration', () => {
  const update = (body: unknown, token = zhang) => post('/api/warning/config/update', body, token);

  it('when nothing was saved, then every rule comes back with its defaults', async () => {
    const res = await get(`/api/warning/config/list?proId=${t.project('xianghuPile')}`, zhang);
    expect(res.statusCode).toBe(200);
    const config: WarningConfig = res.json().data;
    expect(config.rules.map((r) => [r.rule, r.enabled, r.threshold, r.saved])).toEqual([
      ['testBlock', true, null, false],
      ['pileAbnormal', true, null, false],
      ['foundationAbnormal', true, null, false],
      ['mainBodyAbnormal', true, null, false],
      ['rectificationOverdue', true, 0, false],
      ['rebarRetest', true, null, false],
      ['pileDetection', true, null, false],
      ['testBlockRate', true, 100, false],
      ['witnessRatio', true, 30, false],
      ['curingExcursion', true, null, false],
    ]);
    expect(config.roles.some((r) => r.id === 41 && r.name === '总监理工程师')).toBe(true);
    expect(config.roles.some((r) => r.id === 1)).toBe(false);
  });

  it('when a reader updates it, then 403, a non-member 404, and nothing is written', async () => {
    const proId = t.project('xianghuPile');
    const regulator = await loginAs(t.app, 'liuming');
    expect((await get(`/api/warning/config/list?proId=${proId}`, regulator)).statusCode).toBe(200);
    const before = (await configAudits()).length;
    const res = await update(
      { projectId: proId, rules: [{ rule: 'pileAbnormal', enabled: false }] },
      regulator,
    );
    expect(res.statusCode).toBe(403);
    const li = await loginAs(t.app, 'lixiaofeng');
    expect(
      (await update({ projectId: proId, rules: [{ rule: 'pileAbnormal', enabled: false }] }, li)).statusCode,
    ).toBe(404);
    expect(await rulesOf(proId)).toHaveLength(0);
    expect((await configAudits()).length).toBe(before);
    expect(
      (await update({ projectId: proId, rules: [{ rule: 'pileAbnormal', enabled: false }] })).statusCode,
    ).toBe(200);
    await t.db.delete(warningRule).where(eq(warningRule.projectId, proId));
  });

  it('when the input is bad, then 422 with a clear message and nothing is written', async () => {
    const proId = pileProject();
    const before = (await configAudits()).length;
    const saved = await rulesOf(proId);
    expect(saved.length).toBeGreaterThan(0);
    const cases: [unknown, string][] = [
      [
        { projectId: proId, rules: [{ rule: 'testBlockRate', threshold: 120 }] },
        '试块留置率不足的阈值应在 50～100% 之间',
      ],
      [{ projectId: proId, rules: [{ rule: 'witnessRatio', threshold: 20 }] }, '见证取样比例不得低于 30%'],
      [
        { projectId: proId, rules: [{ rule: 'rectificationOverdue', threshold: -1 }] },
        '整改逾期的阈值应在 0～90 天 之间',
      ],
      [
        { projectId: proId, rules: [{ rule: 'testBlockRate', threshold: null }] },
        '请填写试块留置率不足的阈值',
      ],
      [{ projectId: proId, rules: [{ rule: 'pileAbnormal', threshold: 5 }] }, '桩基施工异常没有阈值'],
      [{ projectId: proId, rules: [{ rule: 'pileAbnormal', notifyRoles: [3, 777] }] }, '通知角色不存在：777'],
      [
        {
          projectId: proId,
          rules: [
            { rule: 'pileAbnormal', enabled: false },
            { rule: 'pileAbnormal', enabled: true },
          ],
        },
        '同一条规则只能提交一次',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await update(body);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().msg).toContain(message);
    }
    // A good change followed by a bad one in the same call: neither is written.
    const mixed = await update({
      projectId: proId,
      rules: [
        { rule: 'pileAbnormal', enabled: false },
        { rule: 'witnessRatio', threshold: 101 },
      ],
    });
    expect(mixed.statusCode).toBe(422);
    expect((await update({ projectId: proId, rules: [] })).statusCode).toBe(422);
    expect((await update({ projectId: proId, rules: [{ rule: 'fire', enabled: true }] })).statusCode).toBe(
      422,
    );
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/warning/config/update',
      headers: { 'x-auth-token': t.token(zhang), 'accept-language': 'en' },
      payload: { projectId: proId, rules: [{ rule: 'witnessRatio', threshold: 10 }] },
    });
    expect(en.json().msg).toContain('cannot be below 30 %');
    expect(await rulesOf(proId)).toEqual(saved);
    expect((await configAudits()).length).toBe(before);
  });

  it('when the manager changes a threshold or switches a rule off, then the list follows at once and the change is audited', async () => {
    const proId = pileProject();
    // Every submitted group witnessed but one: well above the national 30 %, so no item by default.
    const submitted = await t.db
      .select({ id: specimen.id })
      .from(specimen)
      .where(and(eq(specimen.projectId, proId), isNotNull(specimen.submissionId)));
    expect(submitted.length).toBeGreaterThan(3);
    await t.db.update(specimen).set({ witnessed: true }).where(eq(specimen.projectId, proId));
    await t.db.update(specimen).set({ witnessed: false }).where(eq(specimen.id, submitted[0]!.id));
    const start = await list('&limit=50');
    expect(count(start, 'witnessRatio')?.total).toBe(0);

    const strict = await update({
      projectId: proId,
      rules: [
        { rule: 'witnessRatio', threshold: 100, notifyRoles: [41, 3, 3] },
        { rule: 'testBlockRate', threshold: 50 },
      ],
    });
    expect(strict.statusCode).toBe(200);
    const config: WarningConfig = strict.json().data;
    expect(config.rules.find((r) => r.rule === 'witnessRatio')).toMatchObject({
      threshold: 100,
      notifyRoles: [3, 41],
      saved: true,
      updatedByName: '张建国',
    });
    const after = await list('&type=witnessRatio');
    expect(after.list).toHaveLength(1);
    // Above the national 30 % but below the project's own 100 %: a notice, one more group to witness.
    expect(after.list[0]).toMatchObject({ level: 'hint', status: 'open', link: '/inspection/testBlock' });
    expect(after.list[0]?.title).toContain('低于 100%');
    expect(after.list[0]?.detail).toContain(
      `已送检 ${submitted.length} 组，其中见证 ${submitted.length - 1} 组；还需见证 1 组`,
    );
    // None witnessed: below 30 %, serious whatever the project set.
    await t.db.update(specimen).set({ witnessed: false }).where(eq(specimen.projectId, proId));
    expect((await list('&type=witnessRatio')).list[0]?.level).toBe('serious');

    const off = await update({ projectId: proId, rules: [{ rule: 'pileAbnormal', enabled: false }] });
    expect(off.statusCode).toBe(200);
    const without = await list('&limit=50');
    expect(without.list.some((i) => i.type === 'pileAbnormal')).toBe(false);
    expect(count(without, 'pileAbnormal')).toEqual({
      type: 'pileAbnormal',
      enabled: false,
      total: 0,
      open: 0,
    });
    await update({ projectId: proId, rules: [{ rule: 'pileAbnormal', enabled: true }] });
    expect((await list('&limit=50')).list.some((i) => i.type === 'pileAbnormal')).toBe(true);

    const audits = await configAudits();
    const witnessAudit = audits.find(
      (a) => (a.after as { rule?: string } | null)?.rule === 'witnessRatio' && a.projectId === proId,
    );
    expect(witnessAudit?.before).toMatchObject({ rule: 'witnessRatio', threshold: 50, enabled: true });
    expect(witnessAudit?.after).toMatchObject({ rule: 'witnessRatio', threshold: 100, notifyRoles: [3, 41] });
    expect((await rulesOf(proId)).map((r) => r.rule).sort()).toEqual([
      'pileAbnormal',
      'rectificationOverdue',
      'testBlock',
      'testBlockRate',
      'witnessRatio',
    ]);
  });
});
