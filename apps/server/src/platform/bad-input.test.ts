import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../test/seeded-app';

/*
 * Bad input answered with a clear 4xx, never a 500 nor silence: an update naming no field, and
 * multipart bodies without a boundary or cut short, on every call that reads multipart.
 */
let proId: number;

const token = 'zhangjianguo';
const t = seededApp({ users: [token], caller: null });
beforeAll(async () => {
  const me = (
    await t.app.inject({ url: '/api/user/info', headers: { 'x-auth-token': t.token(token) } })
  ).json();
  proId = me.data.currentProject.id;
});

/** t.app.inject raced against a timer (cleared after), so an unanswered request fails instead of hanging. */
async function answered(opts: InjectOptions) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${opts.url} was not answered within 10 s`)), 10_000);
  });
  try {
    return await Promise.race([
      t.app.inject({ ...opts, headers: { 'x-auth-token': t.token(token), ...opts.headers } }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const firstId = async (table: string) =>
  Number(
    (await t.db.execute(sql.raw(`select id from ${table} where project_id = ${proId} order by id limit 1`)))
      .rows[0]?.id,
  );

describe('an update naming no field', () => {
  it.each([
    ['/api/tender/update', 'tender'],
    ['/api/submit/update', 'specimen_submission'],
  ])('when %s is sent only the id, then 422 with a message and nothing written', async (url, table) => {
    const id = await firstId(table);
    expect(id).toBeGreaterThan(0);
    const before = (await t.db.execute(sql.raw(`select * from ${table} where id = ${id}`))).rows;
    for (const lang of ['zh', 'en', 'es']) {
      const res = await answered({
        method: 'POST',
        url,
        payload: { id },
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 422 });
      expect(res.json().msg).not.toMatch(/No values to set/);
    }
    expect((await t.db.execute(sql.raw(`select * from ${table} where id = ${id}`))).rows).toEqual(before);
  });
});

describe('a value the database cannot hold', () => {
  const notice = (over: Record<string, unknown>) => ({
    projectId: proId,
    title: '钢筋保护层不足',
    problem: '3 层梁保护层偏薄',
    deadline: '2026-12-31',
    ...over,
  });
  it.each([
    ['a NUL in a text field', { title: 'a\u0000b' }],
    ['a NUL in a jsonb list', { photos: ['a\u0000b'] }],
    ['a lone surrogate in a jsonb list', { photos: ['x\ud800y'] }],
  ])(
    'when a rectification notice holds %s, then 422 with a message and nothing written',
    async (_what, over) => {
      const count = async () =>
        Number((await t.db.execute(sql.raw('select count(*) as n from rectification'))).rows[0]?.n);
      const before = await count();
      const control = await answered({ method: 'POST', url: '/api/rectification/add', payload: notice({}) });
      expect(control.json()).toMatchObject({ code: 200 });
      for (const lang of ['zh', 'en', 'es']) {
        const res = await answered({
          method: 'POST',
          url: '/api/rectification/add',
          payload: notice(over),
          headers: { 'accept-language': lang },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 422, msg: expect.stringMatching(/NUL|空字符/) });
      }
      expect(await count()).toBe(before + 1);
    },
  );
});

const multipartRoutes = () => [
  '/api/common/upload/image',
  '/api/common/upload/file',
  '/api/collaboration/message/send',
  ...['inspection', 'submit', 'registration/concrete'].flatMap((p) => [
    `/api/${p}/display?proId=${proId}`,
    `/api/${p}/import?proId=${proId}`,
  ]),
];
const routeNames = [
  'upload/image',
  'upload/file',
  'message/send',
  'inspection/display',
  'inspection/import',
  'submit/display',
  'submit/import',
  'registration/concrete/display',
  'registration/concrete/import',
];

describe.each(routeNames.map((name, i) => [name, i] as const))('multipart %s', (_name, i) => {
  const url = () => multipartRoutes()[i] as string;

  it('when the content type names no boundary, then 400 with a localized message', async () => {
    const zh = await answered({
      method: 'POST',
      url: url(),
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/[\u4e00-\u9fff]/) });
    const en = await answered({
      method: 'POST',
      url: url(),
      headers: { 'content-type': 'multipart/form-data', 'accept-language': 'en' },
      payload: 'whatever',
    });
    expect(en.json().msg).toMatch(/multipart/i);
  });

  it('when the body ends before its closing boundary, then 400, answered, and nothing written', async () => {
    const count = async () =>
      Number((await t.db.execute(sql.raw('select count(*) as n from stored_file'))).rows[0]?.n);
    const before = await count();
    const body = [
      '--XyZ',
      'Content-Disposition: form-data; name="title"',
      '',
      't',
      '--XyZ',
      'Content-Disposition: form-data; name="file"; filename="a.xlsx"',
      'Content-Type: application/octet-stream',
      '',
      'PK\u0003\u0004 cut here',
    ].join('\r\n');
    const res = await answered({
      method: 'POST',
      url: url(),
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
    expect(await count()).toBe(before);
  });
});
