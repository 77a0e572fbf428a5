import { createPublicKey, verify } from 'node:crypto';
import { COMPANY_TYPE } from '@zhuji/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { company } from '../../platform/identity';
import {
  canonicalJson,
  platformSigningKey,
  recordSignature,
  signatureChain,
  signaturePayload,
  signedRecord,
} from '../../platform/signature';
import { acceptance, openLotVersion } from '../acceptance';
import {
  migrateHmacReports,
  reportContent,
  reportSigningKey,
  signContent,
  specimenResult,
  testReport,
} from '../specimen';

const zhang = 'zhangjianguo';
const sun = 'sunwei';
const wang = 'wanghaitao';
const zhao = 'zhaolihua';
const t = seededApp({ users: [zhang, sun, wang, zhao], tempDataDir: true, caller: null });
const { get, post } = t;

/** A 1×1 PNG: what the signature pad sends, in small. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let jiangdong: number;
let labId: number;
let reportId = 0;
let verifyCode = '';
let specimenIds: number[] = [];

const sign = (who: string, version: number, type = 'test-report', id = reportId) =>
  post('/api/signature/sign', { type, id, version, image: PNG }, who);
const record = (who: string, type = 'test-report', id = reportId) =>
  get(`/api/signature/record?type=${type}&id=${id}`, who);
const publicPage = async () =>
  (await get(`/api/rebarEngineering/previewDetection?code=${verifyCode}`)).json().data;
/** An operator with the database's own rights, around the application (and its triggers). */
const asSuperuser = (statement: ReturnType<typeof sql>) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

beforeAll(async () => {
  jiangdong = t.project('jiangdongPile');
  const [lab] = await t.db.select().from(company).where(eq(company.compType, COMPANY_TYPE.TESTING_LAB));
  labId = lab?.id ?? 0;
  const made = await post(
    '/api/inspection/pour/add',
    {
      proId: jiangdong,
      pileNos: ['GZ6'],
      location: 'GZ6',
      strengthGrade: 'C30',
      plant: '杭州钱江商品混凝土有限公司',
      volumeM3: '40',
      continuousHours: '3',
      pouredOn: '2026-10-21',
      groups: [{ curing: 'standard', witnessed: true, witnessName: '王海涛' }, { curing: 'standard' }],
    },
    zhang,
  );
  specimenIds = made.json().data.specimens.map((s: { id: number }) => s.id);
  // The appointed witness named on the sampling confirms it (docs/domains/witness.md): the chain's witnessed step.
  const confirmed = await post(
    '/api/inspection/pour/witnessConfirm',
    { pourId: made.json().data.pourId },
    wang,
  );
  expect(confirmed.statusCode).toBe(200);
  const sub = (await post('/api/submit/add', { proId: jiangdong, labId, specimenIds }, zhang)).json().data;
  await post('/api/submit/receive', { id: sub.id }, sun);
  await post(
    '/api/submit/result',
    {
      id: sub.id,
      results: specimenIds.map((specimenId) => ({
        specimenId,
        strengths: [36.2, 37.5, 38.1],
        testDate: '2026-11-18',
      })),
    },
    sun,
  );
  const issued = await post(
    '/api/submit/report',
    { id: sub.id, conclusion: '所检试块强度符合 C30 设计要求' },
    sun,
  );
  expect(issued.statusCode).toBe(200);
  reportId = issued.json().data.report.id;
  verifyCode = issued.json().data.report.verifyCode;
});

describe('signing a lab report in turn', () => {
  it('when the report is issued, then version 1 waits for the lab and the public key is published', async () => {
    const r = (await record(sun)).json().data;
    expect(r).toMatchObject({ order: ['lab', 'supervisor'], turn: 'lab', canSign: true, intact: true });
    expect(r.versions).toHaveLength(1);
    const key = (await get('/api/signature/publicKey')).json().data;
    expect(key).toMatchObject({ algorithm: 'Ed25519', keyId: platformSigningKey(t.dataDir).keyId });
  });

  it('when the supervisor signs before the lab, or the owner (not in the order) signs, then refused and nothing is written', async () => {
    expect((await sign(wang, 1)).statusCode).toBe(409);
    expect((await sign(zhao, 1)).statusCode).toBe(403);
    expect((await sign(zhang, 1)).statusCode).toBe(403);
    expect((await t.db.select().from(recordSignature)).length).toBe(0);
  });

  it('when someone outside the project asks or signs, then 404 like a missing record', async () => {
    expect((await sign(sun, 1, 'test-report', 999_999)).statusCode).toBe(404);
    expect((await record(wang, 'test-report', 999_999)).statusCode).toBe(404);
  });

  it('when the lab then the supervisor sign, then each signature verifies with the published key and is chained', async () => {
    const lab = await sign(sun, 1);
    expect(lab.statusCode).toBe(200);
    expect(lab.json().data).toMatchObject({ turn: 'supervisor', canSign: false });
    expect((await sign(sun, 1)).statusCode).toBe(409);
    const sup = await sign(wang, 1);
    expect(sup.statusCode).toBe(200);
    expect(sup.json().data.versions[0]).toMatchObject({ complete: true });
    expect(sup.json().data.versions[0].signatures.map((s: { verified: boolean }) => s.verified)).toEqual([
      true,
      true,
    ]);
    // Offline check with nothing but the public key.
    const pem = (await get('/api/signature/publicKey')).json().data.publicKeyPem;
    const [v] = await t.db.select().from(signedRecord).where(eq(signedRecord.recordId, reportId));
    const sigs = await t.db.select().from(recordSignature).where(eq(recordSignature.signedRecordId, v!.id));
    for (const s of sigs)
      expect(
        verify(
          null,
          Buffer.from(signaturePayload(v!, s)),
          createPublicKey(pem),
          Buffer.from(s.serverSignature, 'base64'),
        ),
      ).toBe(true);
    const chain = (await get(`/api/signature/chain?proId=${jiangdong}`, wang)).json().data;
    expect(chain).toMatchObject({ intact: true, brokenAt: null });
    const page = await publicPage();
    expect(page.genuine).toBe(true);
    expect(page.signing.scheme).toBe('ed25519');
    expect(page.steps.map((s: { key: string }) => s.key)).toEqual([
      'sampled',
      'witnessed',
      'submitted',
      'received',
      'cured',
      'tested',
      'reported',
      'signed',
      'signed',
    ]);
  });

  it('when the report PDF is downloaded, then it embeds the drawn signatures and carries a PDF signature', async () => {
    const [r] = await t.db.select().from(testReport).where(eq(testReport.id, reportId));
    const res = await get(`/api/submit/reportPdf?id=${r!.submissionId}`, wang);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf).toMatch(/\/ByteRange\s*\[\s*0 \d+ \d+ \d+\s*\]/);
    expect(pdf).toContain('/adbe.pkcs7.detached');
    // Two drawn signatures, the QR code: at least three images.
    expect(pdf.match(/\/Subtype \/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect((await get(`/api/submit/reportPdf?id=${r!.submissionId}`, null)).headers['content-type']).not.toBe(
      'application/pdf',
    );
  });

  it('when the chain rows are updated or deleted through the application’s connection, then the database refuses', async () => {
    await expect(t.db.delete(signatureChain)).rejects.toThrow();
    await expect(t.db.update(recordSignature).set({ step: 5 })).rejects.toThrow();
    await expect(t.db.update(signedRecord).set({ contentHash: 'x' })).rejects.toThrow();
  });

  it('when a result is changed in the database, then the public page says the report was altered and where', async () => {
    await t.db
      .update(specimenResult)
      .set({ strengths: ['45.0', '46.0', '47.0'], value: '46.0' })
      .where(eq(specimenResult.specimenId, specimenIds[0]!));
    const page = await publicPage();
    expect(page.genuine).toBe(false);
    expect(page.signing.alterations[0]).toMatchObject({ kind: 'content' });
    expect(page.signing.alterations[0].where).toContain('groups[0].strengths');
    await t.db
      .update(specimenResult)
      .set({ strengths: ['36.2', '37.5', '38.1'], value: '37.3' })
      .where(eq(specimenResult.specimenId, specimenIds[0]!));
    expect((await publicPage()).genuine).toBe(true);
  });

  it('when the lab amends a result, then a new version with the reason waits for signatures and the old one still verifies', async () => {
    const res = await post(
      '/api/submit/amend',
      {
        specimenId: specimenIds[1],
        strengths: [36.0, 37.0, 38.0],
        reason: '原始记录誊写错误，按原始记录更正',
      },
      sun,
    );
    expect(res.statusCode).toBe(200);
    const r = (await record(sun)).json().data;
    expect(r.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect(r.versions[1]).toMatchObject({ reason: '原始记录誊写错误，按原始记录更正', complete: false });
    expect(r.versions[0].signatures.every((s: { verified: boolean }) => s.verified)).toBe(true);
    expect(r).toMatchObject({ turn: 'lab', intact: true });
    expect((await sign(sun, 1)).statusCode).toBe(409);
    expect((await sign(sun, 2)).statusCode).toBe(200);
    expect((await sign(wang, 2)).statusCode).toBe(200);
    expect((await publicPage()).steps.filter((s: { key: string }) => s.key === 'amended')).toHaveLength(1);
  });

  it('when a chain entry is deleted around the triggers, then the chain breaks and verification says at which entry', async () => {
    const rows = await t.db.select().from(signatureChain).where(eq(signatureChain.projectId, jiangdong));
    expect(rows.length).toBe(4);
    await asSuperuser(sql`delete from signature_chain where project_id = ${jiangdong} and seq = 2`);
    const chain = (await get(`/api/signature/chain?proId=${jiangdong}`, wang)).json().data;
    expect(chain).toMatchObject({ intact: false, brokenAt: 2 });
    const page = await publicPage();
    expect(page.genuine).toBe(false);
    expect(page.signing.brokenAt).toBe(2);
    expect(page.signing.alterations.map((a: { kind: string }) => a.kind)).toContain('chain');
  });
});

describe('signing an accepted inspection lot', () => {
  it('contractor → supervisor → owner, each only in turn', async () => {
    const [lot] = await t.db
      .insert(acceptance)
      .values({
        projectId: jiangdong,
        level: 'lot',
        code: '010101',
        lotNo: '900',
        location: 'GZ6 桩基',
        lotSize: 20,
        sampleSize: 5,
        recordsComplete: true,
        status: 'accepted',
        acceptedAt: new Date('2026-11-20T02:00:00Z'),
      })
      .returning();
    await openLotVersion(t.db, lot!.id, null);
    expect((await sign(wang, 1, 'acceptance-lot', lot!.id)).statusCode).toBe(409);
    expect((await sign(zhang, 1, 'acceptance-lot', lot!.id)).statusCode).toBe(200);
    expect((await sign(zhao, 1, 'acceptance-lot', lot!.id)).statusCode).toBe(409);
    expect((await sign(wang, 1, 'acceptance-lot', lot!.id)).statusCode).toBe(200);
    const done = await sign(zhao, 1, 'acceptance-lot', lot!.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ turn: null, intact: true });
    expect(done.json().data.versions[0].complete).toBe(true);
  });
});

describe('reports signed with the former HMAC', () => {
  // On another project: jiangdong's chain was broken above on purpose.
  it('migrate to a signed version when the HMAC still verifies, and their old link keeps answering', async () => {
    const hmac = reportSigningKey(t.dataDir);
    // Copies of jiangdong's report placed on xianghu, whose chain no earlier test has broken.
    const xianghu = t.project('xianghuPile');
    const [r] = await t.db.select().from(testReport).where(eq(testReport.id, reportId));
    // A report issued before the new scheme: its own HMAC, no signed version (inserted around the triggers).
    const [legacy] = await t.db
      .insert(testReport)
      .values({
        ...r!,
        id: undefined,
        projectId: xianghu,
        submissionId: r!.submissionId + 100_000,
        reportNo: 'BG-OLD-1',
        verifyCode: 'legacy-code-0001',
        signature: '',
      })
      .returning();
    const [tampered] = await t.db
      .insert(testReport)
      .values({
        ...r!,
        id: undefined,
        projectId: xianghu,
        submissionId: r!.submissionId + 100_001,
        reportNo: 'BG-OLD-2',
        verifyCode: 'legacy-code-0002',
        signature: '00',
      })
      .returning();
    await t.db
      .update(testReport)
      .set({ signature: signContent(hmac, await reportContent(t.db, legacy!)) })
      .where(eq(testReport.id, legacy!.id));
    const old = (await get('/api/rebarEngineering/previewDetection?code=legacy-code-0001')).json().data;
    expect(old).toMatchObject({ genuine: true, signing: { scheme: 'hmac' } });
    expect(await migrateHmacReports(t.db, hmac)).toBeGreaterThanOrEqual(1);
    expect(await migrateHmacReports(t.db, hmac)).toBe(0);
    const migrated = (await get('/api/rebarEngineering/previewDetection?code=legacy-code-0001')).json().data;
    expect(migrated.signing.alterations).toEqual([]);
    expect(migrated).toMatchObject({ genuine: true, signing: { scheme: 'ed25519' } });
    const bad = (await get('/api/rebarEngineering/previewDetection?code=legacy-code-0002')).json().data;
    expect(bad).toMatchObject({ genuine: false, signing: { scheme: 'hmac' } });
    expect(tampered).toBeTruthy();
    expect(canonicalJson({ b: 1, a: [2, { d: 1, c: 0 }] })).toBe('{"a":[2,{"c":0,"d":1}],"b":1}');
  });
});
