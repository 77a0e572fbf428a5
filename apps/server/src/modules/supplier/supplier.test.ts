import { businessDaysFromToday } from '@zhuji/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { edgeOf } from '../../../test/clock';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { company } from '../../platform/identity';
import { message } from '../../platform/notify';
import { materialEnquiry, materialQuote, supplierProfile } from './supplier.table';

// "Today" is fixed for the demo and the expectations alike (test/clock.ts).
const seededAt = edgeOf('after');
const zhang = 'zhangjianguo';
const wang = 'wanghaitao';
const lu = 'luhaiyan';
const t = seededApp({ users: [zhang, wang, lu], clock: seededAt, caller: null });
const { get, post } = t;

const pile = () => t.project('jiangdongPile');
const xianghu = () => t.project('xianghuPile');
const day = (offset: number) => businessDaysFromToday(offset);
const companyId = async (name: string) =>
  (await t.db.select({ id: company.id }).from(company).where(eq(company.name, name)))[0]!.id;
const QIANJIANG = '杭州钱江商品混凝土有限公司';
const YUEFENG = '浙江越丰建材有限公司';
const DONGYU = '杭州东禹防水科技有限公司';
const rows = async () => ({
  enquiries: (await t.db.select({ n: count() }).from(materialEnquiry))[0]!.n,
  quotes: (await t.db.select({ n: count() }).from(materialQuote))[0]!.n,
  messages: (await t.db.select({ n: count() }).from(message))[0]!.n,
  audits: (await t.db.select({ n: count() }).from(auditLog))[0]!.n,
});

interface Supplier {
  companyName: string;
  categories: string[];
  contactPhone: string;
}
const search = async (query: string, token = zhang) => {
  const res = await get(`/api/material/supplier/list?proId=${pile()}${query}`, token);
  expect(res.json().code).toBe(200);
  return (res.json().data.list as Supplier[]).map((s) => s.companyName);
};

describe('the supplier search', () => {
  it('lists every seeded supplier with its profile to any member, and filters by keyword, category and region', async () => {
    const res = await get(`/api/material/supplier/list?proId=${pile()}`, wang);
    expect(res.json().data.total).toBe(5);
    expect(res.json().data.list[0]).toMatchObject({
      contactName: expect.any(String),
      licenceNo: expect.any(String),
    });
    expect(await search('&category=PIPE_PILE')).toEqual(['宁波中恒桩业股份有限公司']);
    expect(await search(`&keyword=${encodeURIComponent('防水')}`)).toEqual([DONGYU]);
    // 宁波 (3302): the two who deliver across 浙江; 绍兴 (3306): 越丰 and 东禹 who name it.
    expect((await search('&region=3302')).sort()).toEqual(
      ['宁波中恒桩业股份有限公司', '浙江甬钢建材贸易有限公司'].sort(),
    );
    expect((await search('&region=3306')).sort()).toEqual(
      [DONGYU, '宁波中恒桩业股份有限公司', '浙江甬钢建材贸易有限公司', YUEFENG].sort(),
    );
    expect(await search('&region=33')).toHaveLength(5);
    expect(await search('&region=11')).toEqual([]);
  });
  it('refuses a non-member of the project (404) and a malformed region (422)', async () => {
    expect((await get(`/api/material/supplier/list?proId=${xianghu()}`, wang)).json().code).toBe(404);
    expect((await get(`/api/material/supplier/list?proId=${pile()}&region=3`, zhang)).json().code).toBe(422);
    expect((await get(`/api/material/supplier/list?proId=${pile()}`)).json().code).not.toBe(200);
  });
});

describe('the supplier profile', () => {
  const good = {
    categories: ['READY_MIX_CONCRETE', 'AGGREGATE'],
    mainProducts: 'C15～C60 商品混凝土、机制砂',
    serviceRegions: ['3301', '3306'],
    licenceNo: 'D233012345',
    contactName: '陆海燕',
    contactPhone: '13757110008',
  };
  it('is kept by the supplier’s own users, with an audit entry', async () => {
    const own = (await get('/api/material/supplier/profile', lu)).json();
    expect(own.data).toMatchObject({
      companyName: QIANJIANG,
      profile: { categories: ['READY_MIX_CONCRETE'] },
    });
    const before = await rows();
    const saved = (await post('/api/material/supplier/profile', good, lu)).json();
    expect(saved.code).toBe(200);
    expect(saved.data.profile).toMatchObject({
      categories: good.categories,
      serviceRegions: good.serviceRegions,
    });
    expect((await rows()).audits).toBe(before.audits + 1);
    expect(await search('&category=AGGREGATE')).toContain(QIANJIANG);
  });
  it('refuses a bad phone, no category or a made-up region (422) and changes nothing', async () => {
    const [before] = await t.db
      .select()
      .from(supplierProfile)
      .where(eq(supplierProfile.companyId, await companyId(QIANJIANG)));
    for (const bad of [
      { ...good, contactPhone: '1234567' },
      { ...good, categories: [] },
      { ...good, serviceRegions: ['3399'] },
      { ...good, mainProducts: '' },
    ]) {
      const res = (await post('/api/material/supplier/profile', bad, lu)).json();
      expect(res.code).toBe(422);
    }
    const [after] = await t.db
      .select()
      .from(supplierProfile)
      .where(eq(supplierProfile.companyId, await companyId(QIANJIANG)));
    expect(after).toEqual(before);
  });
  it('is refused to a user of any other company type (403)', async () => {
    expect((await post('/api/material/supplier/profile', good, zhang)).json().code).toBe(403);
    expect((await get('/api/material/supplier/profile', zhang)).json().code).toBe(403);
  });
});

interface Detail {
  id: number;
  status: string;
  lines: { id: number; quantity: string }[];
  quotes: {
    id: number;
    companyName: string;
    total: string;
    status: string;
    lowest: boolean;
    lines: { amount: string }[];
  }[];
  asSupplier: boolean;
}
const seededEnquiry = async () => {
  const list = (await get(`/api/material/enquiry/list?proId=${pile()}`, zhang)).json().data.list;
  return list.find((e: { title: string }) => e.title === '3#～5#楼钻孔灌注桩水下混凝土') as { id: number };
};
const detail = async (id: number, token: string) =>
  (await get(`/api/material/enquiry/detail?id=${id}`, token)).json();

describe('enquiries and quotes', () => {
  let newId = 0;
  const enquiry = async () => ({
    projectId: pile(),
    title: '6#楼工程桩钢筋笼主筋',
    neededBy: day(10),
    deliveryAddress: '江东安置房一期 1 号门 钢筋加工场',
    quoteDeadline: day(3),
    remark: '',
    lines: [
      { material: '热轧带肋钢筋', specification: 'HRB400E Φ25', unit: 't', quantity: '126.350' },
      { material: '热轧带肋钢筋', specification: 'HRB400E Φ12', unit: 't', quantity: '2.333' },
    ],
    supplierIds: [await companyId(QIANJIANG), await companyId(DONGYU)],
  });

  it('shows the seeded enquiry to the project with both quotes, the lowest total flagged', async () => {
    const e = await seededEnquiry();
    const d = (await detail(e.id, zhang)).data as Detail;
    expect(d.status).toBe('open');
    expect(d.quotes.map((q) => [q.companyName, q.total, q.lowest])).toEqual([
      [YUEFENG, '1131809.00', true],
      [QIANJIANG, '1145126.00', false],
    ]);
  });
  it('shows a supplier only the enquiries addressed to it, and only its own quote', async () => {
    const list = (await get('/api/material/enquiry/list', lu)).json();
    expect(list.code).toBe(200);
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({ quotedByMe: true, quoteCount: 2 });
    const d = (await detail(list.data.list[0].id, lu)).data as Detail;
    expect(d.asSupplier).toBe(true);
    expect(d.quotes.map((q) => q.companyName)).toEqual([QIANJIANG]);
  });
  it('refuses the list to a role without the page (supervision, 403) and asks a project of others (422)', async () => {
    expect((await get(`/api/material/enquiry/list?proId=${pile()}`, wang)).json().code).toBe(403);
    expect((await get('/api/material/enquiry/list', zhang)).json().code).toBe(422);
    expect((await detail((await seededEnquiry()).id, wang)).code).toBe(403);
  });

  it('refuses bad enquiries with 422 and writes nothing', async () => {
    const before = await rows();
    const base = await enquiry();
    const contractor = (
      await t.db.select().from(company).where(eq(company.name, '浙江华东建工集团有限公司'))
    )[0]!.id;
    for (const bad of [
      { ...base, lines: [] },
      { ...base, supplierIds: [] },
      { ...base, supplierIds: [contractor] },
      { ...base, quoteDeadline: day(-1) },
      { ...base, neededBy: day(1) },
      { ...base, lines: [{ ...base.lines[0], quantity: '0' }] },
      { ...base, lines: [{ ...base.lines[0], quantity: '1.2345' }] },
    ]) {
      expect((await post('/api/material/enquiry/add', bad, zhang)).json().code).toBe(422);
    }
    expect(await rows()).toEqual(before);
  });
  it('refuses add to supervision and to the supplier (403)', async () => {
    expect((await post('/api/material/enquiry/add', await enquiry(), wang)).json().code).toBe(403);
    expect((await post('/api/material/enquiry/add', await enquiry(), lu)).json().code).toBe(403);
  });
  it('sends an enquiry, with a message to each addressed supplier’s users and an audit entry', async () => {
    const before = await rows();
    const res = (await post('/api/material/enquiry/add', await enquiry(), zhang)).json();
    expect(res.code).toBe(200);
    newId = res.data.id;
    expect(res.data.enquiryNo).toMatch(/^XJ-\d{8}-\d{4}$/);
    const after = await rows();
    expect(after.enquiries).toBe(before.enquiries + 1);
    expect(after.audits).toBe(before.audits + 1);
    const toLu = await t.db
      .select()
      .from(message)
      .where(and(eq(message.recipientUserId, t.user('luhaiyan')), eq(message.businessId, newId)));
    expect(toLu).toHaveLength(1);
    expect(toLu[0]).toMatchObject({ category: 'enquiry', businessType: 'enquiry' });
  });

  it('takes a quote from an addressed supplier, computing amounts and total to the fen, and tells the enquirer', async () => {
    const d = (await detail(newId, lu)).data as Detail;
    const before = await rows();
    const body = {
      enquiryId: newId,
      lines: [
        { lineId: d.lines[0]!.id, unitPrice: '3915.50' },
        { lineId: d.lines[1]!.id, unitPrice: '3.33' },
      ],
      validUntil: day(30),
      remark: '含运费',
    };
    const res = (await post('/api/material/enquiry/quote', body, lu)).json();
    expect(res.code).toBe(200);
    // 126.350 × 3915.50 = 494723.425 → 494723.43; 2.333 × 3.33 = 7.76889 → 7.77.
    expect(res.data.quotes[0]).toMatchObject({ total: '494731.20', status: 'submitted' });
    expect(res.data.quotes[0].lines.map((l: { amount: string }) => l.amount)).toEqual(['494723.43', '7.77']);
    const after = await rows();
    expect(after.quotes).toBe(before.quotes + 1);
    expect(after.messages).toBe(before.messages + 1);
    // Quoting again before the deadline replaces the quote.
    const again = (
      await post(
        '/api/material/enquiry/quote',
        { ...body, lines: body.lines.map((l) => ({ ...l, unitPrice: '4000' })) },
        lu,
      )
    ).json();
    expect(again.data.quotes).toHaveLength(1);
    expect(again.data.quotes[0].total).toBe('514732.00');
    expect((await rows()).quotes).toBe(before.quotes + 1);
  });
  it('refuses a bad price, a missing line or a past validity (422) and writes nothing', async () => {
    const d = (await detail(newId, lu)).data as Detail;
    const before = await rows();
    const line = (i: number, unitPrice: string) => ({ lineId: d.lines[i]!.id, unitPrice });
    for (const lines of [
      [line(0, '0'), line(1, '1')],
      [line(0, '1.234'), line(1, '1')],
      [line(0, '-5'), line(1, '1')],
      [line(0, '123456789'), line(1, '1')],
      [line(0, '100')],
      [line(0, '100'), line(0, '100')],
    ]) {
      expect(
        (
          await post('/api/material/enquiry/quote', { enquiryId: newId, lines, validUntil: day(30) }, lu)
        ).json().code,
      ).toBe(422);
    }
    const past = { enquiryId: newId, lines: [line(0, '1'), line(1, '1')], validUntil: day(-1) };
    expect((await post('/api/material/enquiry/quote', past, lu)).json().code).toBe(422);
    expect(await rows()).toEqual(before);
  });
  it('refuses a quote from the project side or to a supplier it was not sent to (403)', async () => {
    const d = (await detail(newId, zhang)).data as Detail;
    const body = {
      enquiryId: newId,
      lines: d.lines.map((l) => ({ lineId: l.id, unitPrice: '1' })),
      validUntil: day(30),
    };
    expect((await post('/api/material/enquiry/quote', body, zhang)).json().code).toBe(403);
    const other = (
      await post(
        '/api/material/enquiry/add',
        { ...(await enquiry()), supplierIds: [await companyId(DONGYU)] },
        zhang,
      )
    ).json();
    expect((await detail(other.data.id, lu)).code).toBe(403);
    const lines = (other.data as Detail).lines.map((l) => ({ lineId: l.id, unitPrice: '1' }));
    expect(
      (
        await post(
          '/api/material/enquiry/quote',
          { enquiryId: other.data.id, lines, validUntil: day(30) },
          lu,
        )
      ).json().code,
    ).toBe(403);
  });
  it('takes no quote after the deadline day (409, saying so)', async () => {
    await t.db
      .update(materialEnquiry)
      .set({ quoteDeadline: day(-1) })
      .where(eq(materialEnquiry.id, newId));
    const d = (await detail(newId, lu)).data as Detail & { deadlinePassed: boolean };
    expect(d.deadlinePassed).toBe(true);
    const body = {
      enquiryId: newId,
      lines: d.lines.map((l) => ({ lineId: l.id, unitPrice: '1' })),
      validUntil: day(30),
    };
    const res = (await post('/api/material/enquiry/quote', body, lu)).json();
    expect(res.code).toBe(409);
    expect(res.msg).toContain('报价截止日期');
  });

  it('awards one quote: the others 未中选, the enquiry closed, then no quote nor second award', async () => {
    const e = await seededEnquiry();
    const d = (await detail(e.id, zhang)).data as Detail;
    const yuefeng = d.quotes.find((q) => q.companyName === YUEFENG)!;
    expect(
      (await post('/api/material/enquiry/accept', { id: e.id, quoteId: yuefeng.id }, wang)).json().code,
    ).toBe(403);
    expect(
      (await post('/api/material/enquiry/accept', { id: e.id, quoteId: yuefeng.id }, lu)).json().code,
    ).toBe(403);
    const otherQuote = ((await detail(newId, zhang)).data as Detail).quotes[0]!.id;
    expect(
      (await post('/api/material/enquiry/accept', { id: e.id, quoteId: otherQuote }, zhang)).json().code,
    ).toBe(422);
    const res = (await post('/api/material/enquiry/accept', { id: e.id, quoteId: yuefeng.id }, zhang)).json();
    expect(res.code).toBe(200);
    expect(res.data.status).toBe('closed');
    expect(res.data.acceptedCompanyName).toBe(YUEFENG);
    expect(
      res.data.quotes.map((q: { companyName: string; status: string }) => [q.companyName, q.status]),
    ).toEqual([
      [YUEFENG, 'accepted'],
      [QIANJIANG, 'rejected'],
    ]);
    expect(
      (await post('/api/material/enquiry/accept', { id: e.id, quoteId: yuefeng.id }, zhang)).json().code,
    ).toBe(409);
    const body = {
      enquiryId: e.id,
      lines: d.lines.map((l) => ({ lineId: l.id, unitPrice: '1' })),
      validUntil: day(30),
    };
    expect((await post('/api/material/enquiry/quote', body, lu)).json().code).toBe(409);
    expect((await detail(e.id, lu)).data.quotes[0].status).toBe('rejected');
  });
  it('cancels an open enquiry for a manager only; a missing one is 404', async () => {
    expect((await post('/api/material/enquiry/cancel', { id: newId }, lu)).json().code).toBe(403);
    const res = (await post('/api/material/enquiry/cancel', { id: newId }, zhang)).json();
    expect(res.data.status).toBe('cancelled');
    expect((await post('/api/material/enquiry/cancel', { id: newId }, zhang)).json().code).toBe(409);
    expect((await post('/api/material/enquiry/cancel', { id: 999999 }, zhang)).json().code).toBe(404);
    expect((await detail(999999, zhang)).code).toBe(404);
  });
});
