import { COMPANY_TYPE, creditCodeCheckChar } from '@zhuji/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxOf, postLogin } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { encryptForLogin, issueNonce } from '../../platform/auth/login-key';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { createSession } from '../../platform/auth/session';
import { appUser, company, isRegionChain, smsCode } from '../../platform/identity';
import { qualificationOptions } from './qualification';

// Many registrations from one address: lift the per-minute limit of the auth calls.
const t = seededApp({ config: { authRatePerMinute: 10_000 } });

const credit = (first17: string) => first17 + creditCodeCheckChar(first17);

async function userOf(account: string) {
  const [user] = await t.db.select().from(appUser).where(eq(appUser.account, account));
  if (!user) throw new Error(`no user ${account}`);
  return user;
}
async function companyOf(creditCode: string) {
  const [row] = await t.db.select().from(company).where(eq(company.creditCode, creditCode));
  if (!row) throw new Error(`no company ${creditCode}`);
  return row;
}
/** A live session, made directly. */
const tokenOf = async (account: string) => createSession(t.db, (await userOf(account)).id);
async function enc(password: string): Promise<string> {
  const key = await issueNonce(t.db);
  return encryptForLogin(key.publicKey, password, key.nonce);
}
async function rowCounts() {
  const [companies] = await t.db.select({ n: count() }).from(company);
  const [users] = await t.db.select({ n: count() }).from(appUser);
  return { companies: companies?.n ?? 0, users: users?.n ?? 0 };
}
/** Asks a 'register' code for the phone and reads it from the embedded provider's outbox. */
async function registerCode(phone: string): Promise<string> {
  const sent = await t.app.inject(`/auth/phone/code?phone=${phone}&purpose=register`);
  expect(sent.json().code).toBe(200);
  const data = await outboxOf(t.app, phone);
  const code = /验证码为(\d{6})/.exec(data[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}

let serial = 0;
/** A complete, valid registration form; every call has its own credit code, account and phone. */
function form(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    unitName: '杭州测试建设工程有限公司',
    creditCode: credit(`91330106MA2B${n}0`),
    compType: COMPANY_TYPE.CONTRACTOR,
    areaList: ['33', '3301', '330106'],
    address: '杭州市西湖区文三路100号',
    legalPerson: '周立新',
    legalPersonPhone: '13611110000',
    technician: '',
    technicianPhone: '',
    qualification: '建筑工程施工总承包一级',
    account: `ceshi${'abcdefghij'
      .split('')
      .filter((_, i) => (serial >> i) & 1)
      .join('')}Zh`,
    name: '王测试',
    phone: `1370000${n}`,
    code: '000000',
    password: 'Regist2026',
    ...overrides,
  };
}
/** Posts a form; `password` is plain text here and encrypted as the client does. */
async function postRegister(fields: Record<string, unknown>) {
  const payload = {
    ...fields,
    password: fields.password === '' ? '' : await enc(String(fields.password)),
  };
  return t.app.inject({ method: 'POST', url: '/auth/register', payload });
}
const session = (token: string | undefined) => (token ? { 'x-auth-token': token } : {});
const updateForm = (c: typeof company.$inferSelect, overrides: Record<string, unknown> = {}) => ({
  unitName: c.name,
  creditCode: c.creditCode,
  areaList: [c.provinceCode, c.cityCode, c.districtCode],
  address: c.address,
  legalPerson: c.legalPerson,
  legalPersonPhone: c.legalPersonPhone ?? '13611110000',
  technician: c.technician ?? '',
  technicianPhone: c.technicianPhone ?? '',
  ...overrides,
});
const postUpdate = (token: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/company/update', headers: session(token), payload });
const postVerify = (token: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/company/verify', headers: session(token), payload });

/** Registers a company with a real SMS code; answers the form used. */
async function registered(overrides: Record<string, unknown> = {}) {
  const fields = form(overrides);
  fields.code = await registerCode(String(fields.phone));
  const res = await postRegister(fields);
  expect(res.json()).toMatchObject({ code: 200 });
  return { fields, companyId: res.json().data.companyId as number };
}

describe('registration story', () => {
  it('when a company registers, then it waits for review, its admin can log in once approved and can edit the company', async () => {
    const before = await rowCounts();
    const fields = form({ technician: '陈技术', technicianPhone: '13611112222' });
    fields.code = await registerCode(fields.phone);
    const res = await postRegister(fields);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'pending' } });
    const { companyId } = res.json().data;
    expect(await rowCounts()).toEqual({ companies: before.companies + 1, users: before.users + 1 });

    const saved = await companyOf(fields.creditCode);
    expect(saved).toMatchObject({
      id: companyId,
      name: fields.unitName,
      compType: COMPANY_TYPE.CONTRACTOR,
      provinceCode: '33',
      cityCode: '3301',
      districtCode: '330106',
      technician: '陈技术',
      qualification: '建筑工程施工总承包一级',
      status: 'pending',
    });
    const admin = await userOf(fields.account);
    expect(admin).toMatchObject({ companyId, companyAdmin: true, situation: 1, phone: fields.phone });
    expect(await verifyPassword(admin.passwordHash, 'Regist2026')).toBe(true);

    // Public lookups see it.
    expect((await t.app.inject(`/auth/verifyCompany?creditCode=${fields.creditCode}`)).json().data).toEqual({
      registered: true,
      name: fields.unitName,
      status: 'pending',
    });
    expect((await t.app.inject(`/auth/comp/status?creditCode=${fields.creditCode}`)).json().data).toEqual({
      status: 'pending',
      name: fields.unitName,
      reason: null,
      reviewedAt: null,
    });

    // Pending: no login.
    const refused = await postLogin(t.app, fields.account, 'Regist2026');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('所属单位尚未审核通过，请耐心等待');

    // The platform reviews it.
    const staff = await tokenOf('admin');
    const list = await t.app.inject({
      url: '/api/admin/company/list?status=pending',
      headers: session(staff),
    });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        id: companyId,
        unitName: fields.unitName,
        adminName: fields.name,
        adminPhone: fields.phone,
        status: 'pending',
      }),
    );
    const approved = await postVerify(staff, { id: companyId, approve: true });
    expect(approved.json()).toMatchObject({ code: 200, msg: '已审核通过' });
    expect((await companyOf(fields.creditCode)).status).toBe('active');
    // The applicant's administrator is told by text message, and the status lookup follows.
    expect((await outboxOf(t.app, fields.phone)).map((m: { text: string }) => m.text)).toContain(
      `【筑基】${fields.unitName}的单位注册已审核通过，现在可以登录平台。`,
    );
    expect(
      (await t.app.inject(`/auth/comp/status?creditCode=${fields.creditCode}`)).json().data,
    ).toMatchObject({
      status: 'active',
      reason: null,
      reviewedAt: expect.any(String),
    });
    const again = await postVerify(staff, { id: companyId, approve: false });
    expect(again.statusCode).toBe(409);

    // Now the admin logs in and edits the company.
    const login = await postLogin(t.app, fields.account, 'Regist2026');
    expect(login.statusCode).toBe(200);
    const token = login.headers['x-auth-token'] as string;
    const info = await t.app.inject({ url: '/api/company/info', headers: session(token) });
    expect(info.json().data).toMatchObject({
      id: companyId,
      unitName: fields.unitName,
      creditCode: fields.creditCode,
      areaList: ['33', '3301', '330106'],
      status: 'active',
      editable: true,
    });
    const beforeUpdate = await companyOf(fields.creditCode);
    const update = await postUpdate(
      token,
      updateForm(beforeUpdate, {
        userId: admin.id,
        unitName: '杭州测试建设集团有限公司',
        areaList: ['44', '4419', '441900003'],
        address: '东莞市莞城街道市桥路1号',
        technician: '',
        technicianPhone: '',
      }),
    );
    expect(update.json()).toMatchObject({ code: 200, data: { unitName: '杭州测试建设集团有限公司' } });
    const after = await companyOf(fields.creditCode);
    expect(after).toMatchObject({
      name: '杭州测试建设集团有限公司',
      provinceCode: '44',
      cityCode: '4419',
      districtCode: '441900003',
      address: '东莞市莞城街道市桥路1号',
      technician: null,
      technicianPhone: null,
      compType: beforeUpdate.compType,
      qualification: beforeUpdate.qualification,
      status: 'active',
    });
    expect(after.updatedAt.getTime()).toBeGreaterThan(beforeUpdate.updatedAt.getTime());
  });

  it('when the platform rejects a registration, then the company is disabled, the reason is told and its users cannot log in', async () => {
    const { fields, companyId } = await registered();
    const res = await postVerify(await tokenOf('admin'), {
      id: companyId,
      approve: false,
      reason: '营业执照信息不符',
    });
    expect(res.json()).toMatchObject({ code: 200, msg: '已驳回：营业执照信息不符' });
    expect((await companyOf(fields.creditCode)).status).toBe('disabled');
    expect(
      (await t.app.inject(`/auth/comp/status?creditCode=${fields.creditCode}`)).json().data,
    ).toMatchObject({
      status: 'disabled',
      reason: '营业执照信息不符',
    });
    expect((await outboxOf(t.app, String(fields.phone))).map((m: { text: string }) => m.text)).toContain(
      `【筑基】${fields.unitName}的单位注册未通过审核，原因：营业执照信息不符。可在登录页查询审核状态。`,
    );
    const login = await postLogin(t.app, fields.account, String(fields.password));
    expect(login.statusCode).toBe(403);
    expect(login.json().msg).toBe('所属单位的注册未通过平台审核：营业执照信息不符');
    const list = await t.app.inject({
      url: '/api/admin/company/list?status=disabled',
      headers: session(await tokenOf('admin')),
    });
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(companyId);
  });
});

describe('the review list and a rejection without a reason', () => {
  it('when a rejection has no reason, then 422 naming it, the company stays pending and no message is sent', async () => {
    const { fields, companyId } = await registered();
    const sentBefore = (await outboxOf(t.app, String(fields.phone))).length;
    for (const reason of [undefined, '   ']) {
      const res = await postVerify(await tokenOf('admin'), { id: companyId, approve: false, reason });
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toContain('reason');
    }
    expect(await companyOf(String(fields.creditCode))).toMatchObject({
      status: 'pending',
      reviewReason: null,
    });
    expect(await outboxOf(t.app, String(fields.phone))).toHaveLength(sentBefore);
  });

  it('when staff filter by keyword and type, then only the matching registrations come back with their details', async () => {
    const { fields, companyId } = await registered({
      unitName: '宁波甬江监理咨询有限公司',
      compType: COMPANY_TYPE.SUPERVISOR,
      qualification: qualificationOptions(COMPANY_TYPE.SUPERVISOR)[0]?.value,
      technician: '陈技术',
      technicianPhone: '13611112222',
    });
    const staff = await tokenOf('admin');
    const list = async (query: string) =>
      (await t.app.inject({ url: `/api/admin/company/list?${query}`, headers: session(staff) })).json()
        .data as { id: number }[];
    const byName = await list(`keyword=${encodeURIComponent('甬江监理')}`);
    expect(byName.map((c) => c.id)).toEqual([companyId]);
    expect(byName[0]).toMatchObject({
      unitName: '宁波甬江监理咨询有限公司',
      creditCode: fields.creditCode,
      compType: COMPANY_TYPE.SUPERVISOR,
      areaList: ['33', '3301', '330106'],
      address: fields.address,
      legalPerson: fields.legalPerson,
      technician: '陈技术',
      qualification: fields.qualification,
      adminAccount: fields.account,
      reviewReason: null,
    });
    expect((await list(`keyword=${String(fields.creditCode).slice(-8)}`)).map((c) => c.id)).toEqual([
      companyId,
    ]);
    expect((await list(`compType=${COMPANY_TYPE.SUPERVISOR}`)).map((c) => c.id)).toContain(companyId);
    expect((await list(`compType=${COMPANY_TYPE.CONTRACTOR}`)).map((c) => c.id)).not.toContain(companyId);
    // A LIKE wildcard in the keyword is a plain character.
    expect(await list('keyword=%25')).toEqual([]);
  });
});

describe('POST /auth/register refusals', () => {
  it.each([
    ['the company name is empty', { unitName: '' }, 'unitName', '此项不能为空'],
    ['the company name has digits', { unitName: '公司123' }, 'unitName', '单位名称为3-50位'],
    [
      'the credit code is wrong',
      { creditCode: '91330106MA2B00000X' },
      'creditCode',
      '请输入正确的统一社会信用代码',
    ],
    ['the company type is the platform', { compType: 9 }, 'compType', ''],
    ['the region has two levels', { areaList: ['33', '3301'] }, 'areaList', ''],
    ['the address has symbols', { address: '杭州市@文三路' }, 'address', '地址最多50个字'],
    ['the legal person has digits', { legalPerson: '周1' }, 'legalPerson', '姓名只能输入中文或英文'],
    [
      'the legal person phone is wrong',
      { legalPersonPhone: '12345' },
      'legalPersonPhone',
      '请输入正确的手机号码',
    ],
    [
      'the technician phone is wrong',
      { technicianPhone: '1361111' },
      'technicianPhone',
      '请输入正确的手机号码',
    ],
    ['the account is one letter', { account: 'a' }, 'account', '账号名称为2-20位'],
    ['the name is empty', { name: ' ' }, 'name', '此项不能为空'],
    ['the phone is wrong', { phone: '23700000000' }, 'phone', '请输入正确的手机号码'],
    ['the password is too short', { password: 'a1' }, 'password', '密码为6-20位'],
    ['the password is empty', { password: '' }, 'password', '请输入密码'],
    [
      'the qualification is not of the type',
      { qualification: '工程监理综合资质' },
      'qualification',
      '请从列表中选择',
    ],
    [
      'the region is not a real chain',
      { areaList: ['33', '3301', '110101'] },
      'areaList',
      '所在地区无效，请依次选择省、市、区（县）',
    ],
    ['the city is not in the province', { areaList: ['33', '3201', '320102'] }, 'areaList', '所在地区无效'],
  ])('when %s, then 422 naming the field and nothing is written', async (_, change, field, msg) => {
    const before = await rowCounts();
    const fields = form(change);
    const res = await postRegister(fields);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(422);
    expect(res.json().msg).toContain(`字段 ${field}：${msg}`);
    expect(await rowCounts()).toEqual(before);
  });

  it('when the password ciphertext is garbage or replayed, then 400 and nothing is written', async () => {
    const before = await rowCounts();
    const fields = form();
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...fields, password: 'AAAA' },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().msg).toBe('页面信息已失效，请重新提交');
    const cipher = await enc('Regist2026');
    await t.app.inject({ method: 'POST', url: '/auth/register', payload: { ...fields, password: cipher } });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...fields, password: cipher },
    });
    expect(replay.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['credit code', 'creditCode', '该统一社会信用代码已注册'],
    ['account', 'account', '该账号已被使用，请更换'],
    ['phone', 'phone', '该手机号已被其他账号使用'],
  ])(
    'when the %s is taken, then 409, nothing is written and the SMS code stays usable',
    async (_, field, msg) => {
      const taken = {
        creditCode: (await companyOf(credit('91330000142913087'))).creditCode,
        account: 'zhangjianguo',
        phone: (await userOf('zhangjianguo')).phone,
      }[field];
      const fields = form({ [field]: taken });
      if (field !== 'phone') fields.code = await registerCode(fields.phone);
      const before = await rowCounts();
      const res = await postRegister(fields);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 409, msg });
      expect(await rowCounts()).toEqual(before);
      if (field !== 'phone') {
        const [code] = await t.db.select().from(smsCode).where(eq(smsCode.phone, fields.phone));
        expect(code?.usedAt).toBeNull();
        expect(code?.attempts).toBe(0);
      }
    },
  );

  it('when the SMS code is wrong, then 400 and nothing is written; the right one then registers', async () => {
    const fields = form();
    const code = await registerCode(fields.phone);
    const before = await rowCounts();
    const res = await postRegister({ ...fields, code: code === '000000' ? '000001' : '000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('验证码错误或已失效，请重新获取');
    expect(await rowCounts()).toEqual(before);
    expect((await postRegister({ ...fields, code })).json().code).toBe(200);
  });

  it('when the SMS code was already used, or sent for another purpose, then 400 and nothing is written', async () => {
    const fields = form();
    const code = await registerCode(fields.phone);
    expect(
      (await t.app.inject(`/auth/phone/confirm?phone=${fields.phone}&code=${code}&purpose=register`)).json()
        .code,
    ).toBe(200);
    const before = await rowCounts();
    const used = await postRegister({ ...fields, code });
    expect(used.statusCode).toBe(400);
    expect(used.json().msg).toBe('验证码错误或已失效，请重新获取');

    const other = form();
    await t.app.inject(`/auth/phone/code?phone=${other.phone}&purpose=login`);
    const data = await outboxOf(t.app, other.phone);
    const loginCode = /验证码为(\d{6})/.exec(data[0]?.text ?? '')?.[1];
    expect((await postRegister({ ...other, code: loginCode })).statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('public lookups', () => {
  it('when a credit code is not registered, then verifyCompany says so and comp/status answers 404', async () => {
    const code = credit('91330106MA2YYYYY0');
    expect((await t.app.inject(`/auth/verifyCompany?creditCode=${code}`)).json().data).toEqual({
      registered: false,
      name: null,
      status: null,
    });
    const status = await t.app.inject(`/auth/comp/status?creditCode=${code}`);
    expect(status.statusCode).toBe(404);
    expect(status.json()).toMatchObject({ code: 404, msg: '该统一社会信用代码尚未注册' });
  });

  it('when a credit code is malformed, then 422 naming it', async () => {
    const res = await t.app.inject('/auth/verifyCompany?creditCode=123');
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('字段 creditCode：');
  });

  it('when qualifications are asked for every registrable type, then each has options; the platform type is refused', async () => {
    for (let type = 1; type <= 8; type++) {
      const res = await t.app.inject(`/auth/comp/getQualification?compType=${type}`);
      const options = res.json().data;
      expect(options.length).toBeGreaterThan(0);
      expect(options).toEqual(qualificationOptions(type));
    }
    const contractor = (await t.app.inject('/auth/comp/getQualification?compType=1')).json().data;
    expect(contractor.map((o: { value: string }) => o.value)).toEqual(
      expect.arrayContaining(['建筑工程施工总承包特级', '地基基础工程专业承包一级']),
    );
    expect((await t.app.inject('/auth/comp/getQualification?compType=9')).statusCode).toBe(422);
  });

  it('when region chains are checked, then real ones pass (also 9-digit towns) and broken ones fail', () => {
    expect(isRegionChain(['33', '3301', '330106'])).toBe(true);
    expect(isRegionChain(['44', '4419', '441900003'])).toBe(true);
    expect(isRegionChain(['33', '3302', '330106'])).toBe(false);
    expect(isRegionChain(['33', '3301'])).toBe(false);
    expect(isRegionChain(['99', '9901', '990101'])).toBe(false);
  });
});

describe('POST /api/company/update permissions and refusals', () => {
  /** One approved registration shared by these tests (none of them may change it). */
  let shared: Promise<{ companyId: number; admin: typeof appUser.$inferSelect; token: string }> | undefined;
  function adminOfNewCompany() {
    shared ??= (async () => {
      const { fields, companyId } = await registered();
      await t.db.update(company).set({ status: 'active' }).where(eq(company.id, companyId));
      const admin = await userOf(String(fields.account));
      return { companyId, admin, token: await createSession(t.db, admin.id) };
    })();
    return shared;
  }

  it('when a user who is not the administrator of the same company updates it, then 403 and nothing is written', async () => {
    const { companyId } = await adminOfNewCompany();
    const [colleague] = await t.db
      .insert(appUser)
      .values({
        account: 'tongshiZhang',
        name: '同事张',
        phone: '13799990001',
        passwordHash: await hashPassword('Colleague2026'),
        companyId,
      })
      .returning();
    const token = await createSession(t.db, colleague!.id);
    const before = (await t.db.select().from(company).where(eq(company.id, companyId)))[0]!;
    const info = await t.app.inject({ url: '/api/company/info', headers: session(token) });
    expect(info.json().data).toMatchObject({ id: companyId, editable: false });
    const res = await postUpdate(token, updateForm(before, { unitName: '被改名的公司' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, msg: '只有本单位管理员可以修改单位信息' });
    expect((await t.db.select().from(company).where(eq(company.id, companyId)))[0]).toEqual(before);
  });

  it('when a user of another company tries to update this company, then 403 and nothing is written', async () => {
    const { companyId, admin } = await adminOfNewCompany();
    const before = (await t.db.select().from(company).where(eq(company.id, companyId)))[0]!;
    const outsider = await userOf('lixiaofeng');
    const outsiderCompany = (await t.db.select().from(company).where(eq(company.id, outsider.companyId)))[0]!;
    const token = await tokenOf('lixiaofeng');
    // Not an admin of its own company; naming this company's admin does not help.
    for (const userId of [admin.id, outsider.id]) {
      const res = await postUpdate(token, updateForm(before, { userId, unitName: '被改名的公司' }));
      expect(res.statusCode).toBe(403);
    }
    // Even as the admin of its own company it can only ever reach its own.
    await t.db.update(appUser).set({ companyAdmin: true }).where(eq(appUser.id, outsider.id));
    const asOther = await postUpdate(token, updateForm(before, { userId: admin.id }));
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json().msg).toBe('只能以本人身份修改单位信息');
    const takeCode = await postUpdate(token, updateForm(outsiderCompany, { creditCode: before.creditCode }));
    expect(takeCode.statusCode).toBe(409);
    expect(takeCode.json()).toMatchObject({ code: 409, msg: '该统一社会信用代码已注册' });
    await t.db.update(appUser).set({ companyAdmin: false }).where(eq(appUser.id, outsider.id));
    expect((await t.db.select().from(company).where(eq(company.id, companyId)))[0]).toEqual(before);
    expect((await t.db.select().from(company).where(eq(company.id, outsiderCompany.id)))[0]).toEqual(
      outsiderCompany,
    );
  });

  it.each([
    ['the company name is empty', { unitName: '' }, 'unitName'],
    ['the credit code is wrong', { creditCode: '123' }, 'creditCode'],
    ['the region is not a real chain', { areaList: ['33', '3301', '320102'] }, 'areaList'],
    ['the region has a non-code', { areaList: ['33', '3301', 'x'] }, 'areaList'],
    ['the address is empty', { address: '' }, 'address'],
    ['the legal person is empty', { legalPerson: '' }, 'legalPerson'],
    ['the legal person phone is wrong', { legalPersonPhone: '1' }, 'legalPersonPhone'],
    ['the technician has digits', { technician: '技术1' }, 'technician'],
    ['the technician phone is wrong', { technicianPhone: '99' }, 'technicianPhone'],
  ])('when %s, then 422 naming the field and nothing is written', async (_, change, field) => {
    const { companyId, token } = await adminOfNewCompany();
    const before = (await t.db.select().from(company).where(eq(company.id, companyId)))[0]!;
    const res = await postUpdate(token, updateForm(before, change));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(`字段 ${field}`);
    expect((await t.db.select().from(company).where(eq(company.id, companyId)))[0]).toEqual(before);
  });
});

describe('platform review and anonymous callers', () => {
  it('when a user outside the platform company lists or verifies registrations, then 403 and nothing changes', async () => {
    const { companyId } = await registered();
    for (const account of ['zhangjianguo', 'liuming']) {
      const token = await tokenOf(account);
      const list = await t.app.inject({ url: '/api/admin/company/list', headers: session(token) });
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject({ code: 403, msg: '只有平台运营人员可以审核单位注册' });
      expect((await postVerify(token, { id: companyId, approve: true })).statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(company).where(eq(company.id, companyId));
    expect(row?.status).toBe('pending');
  });

  it('when platform staff verify an unknown or an active company, then 404 or 409', async () => {
    const staff = await tokenOf('admin');
    expect((await postVerify(staff, { id: 999_999, approve: true })).statusCode).toBe(404);
    const active = await companyOf(credit('91330000142913087'));
    const res = await postVerify(staff, { id: active.id, approve: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该单位不是待审核状态，不能重复审核');
    expect((await companyOf(active.creditCode)).status).toBe('active');
  });

  it('when no token is sent to a session call, then not logged in', async () => {
    for (const call of [
      { url: '/api/company/info' },
      { method: 'POST' as const, url: '/api/company/update', payload: {} },
      { url: '/api/admin/company/list' },
      { method: 'POST' as const, url: '/api/admin/company/verify', payload: {} },
    ]) {
      expect((await t.app.inject(call)).json()).toMatchObject({ code: 400, data: 'not logged in' });
    }
  });

  it('when a seeded user asks for its company, then it is shown and not editable', async () => {
    const res = await t.app.inject({
      url: '/api/company/info',
      headers: session(await tokenOf('wanghaitao')),
    });
    expect(res.json().data).toMatchObject({
      unitName: '浙江江南工程管理股份有限公司',
      compType: COMPANY_TYPE.SUPERVISOR,
      areaList: ['33', '3301', '330106'],
      status: 'active',
      editable: false,
    });
  });
});
