import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { storedFile } from '../../platform/storage/stored-file.table';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A Windows executable's first bytes ('MZ' header), as a file named like a picture would carry. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
let XLSX: Buffer;

interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = '----zhujiTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  kind: 'image' | 'file',
  token: string | undefined,
  file: { bytes: Buffer; filename: string; type?: string },
  opts: { query?: string; fields?: Record<string, string> } = {},
) => {
  const body = multipart([
    ...Object.entries(opts.fields ?? {}).map(([name, value]) => ({ name, value })),
    {
      name: 'file',
      value: file.bytes,
      filename: file.filename,
      type: file.type ?? 'application/octet-stream',
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/common/upload/${kind}${opts.query ?? ''}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { 'x-auth-token': t.token(token) } : {}) },
  });
};
const download = (id: string, token?: string) =>
  t.app.inject({
    url: `/api/common/download?id=${id}`,
    headers: token ? { 'x-auth-token': t.token(token) } : {},
  });
const fileRows = async () => t.db.select().from(storedFile);
const storedFiles = async (): Promise<string[]> => {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(join(dir, e.name));
      else out.push(join(dir, e.name));
    }
  };
  await walk(join(t.dataDir, 'files'));
  return out;
};

const zhang = 'zhangjianguo';
const t = seededApp({ users: [zhang], startup: true, tempDataDir: true, caller: null });
beforeAll(async () => {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('桩').addRow(['桩号', '桩长']);
  XLSX = Buffer.from(await wb.xlsx.writeBuffer());
});

describe('image and file upload', () => {
  it('when a PNG image is uploaded, then it is stored under a server key and answered with its download url', async () => {
    const res = await upload('image', zhang, { bytes: PNG, filename: '现场照片.png', type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: '现场照片.png', size: PNG.length, mime: 'image/png' });
    expect(data.url).toBe(`/api/common/download?id=${data.id}`);
    const [row] = await t.db.select().from(storedFile).where(eq(storedFile.id, data.id));
    expect(row).toMatchObject({ projectId: null, originalName: '现场照片.png', size: PNG.length });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(row!.storageKey).not.toContain('现场照片');
  });

  it('when a picture name is really an executable, then 415 不支持的文件类型 and nothing is stored', async () => {
    const before = (await fileRows()).length;
    const filesBefore = (await storedFiles()).length;
    const res = await upload('image', zhang, { bytes: EXE, filename: 'photo.png', type: 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, msg: '不支持的文件类型' });
    expect((await upload('file', zhang, { bytes: EXE, filename: 'setup.pdf' })).statusCode).toBe(415);
    expect(await fileRows()).toHaveLength(before);
    expect(await storedFiles()).toHaveLength(filesBefore);
  });

  it('when a spreadsheet (a ZIP) is sent as an image, then 415; sent as a file, then it is accepted as xlsx', async () => {
    expect((await upload('image', zhang, { bytes: XLSX, filename: 'pile.png' })).statusCode).toBe(415);
    const res = await upload('file', zhang, { bytes: XLSX, filename: '桩位表.xlsx' });
    expect(res.json().data).toMatchObject({
      name: '桩位表.xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });

  it('when bytes are of no known type, then 415 in English too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload/file',
      ...(() => {
        const b = multipart([{ name: 'file', value: 'just some text', filename: 'notes.pdf' }]);
        return {
          payload: b.payload,
          headers: { ...b.headers, 'x-auth-token': t.token(zhang), 'accept-language': 'en' },
        };
      })(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().msg).toBe('Unsupported file type');
  });

  it('when an image is larger than 10 MB, then 413 naming the limit and nothing is stored', async () => {
    const before = (await fileRows()).length;
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload('image', zhang, { bytes: big, filename: 'big.png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('文件大小不能超过 10 MB');
    expect(await fileRows()).toHaveLength(before);
  });

  it('when a PDF of 12 MB is uploaded as a file (limit 50 MB), then it is accepted beyond the 10 MB JSON body limit', async () => {
    const pdf = Buffer.concat([PDF, Buffer.alloc(12 * 1024 * 1024, 0x20)]);
    const res = await upload('file', zhang, { bytes: pdf, filename: 'report.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ size: pdf.length, mime: 'application/pdf' });
  });

  it('when two files come in one request, then 422 and nothing is stored', async () => {
    const before = (await fileRows()).length;
    const b = multipart([
      { name: 'a', value: PNG, filename: 'a.png', type: 'image/png' },
      { name: 'b', value: PNG, filename: 'b.png', type: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload/image',
      payload: b.payload,
      headers: { ...b.headers, 'x-auth-token': t.token(zhang) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('每次只能上传一个文件');
    expect(await fileRows()).toHaveLength(before);
  });

  it('when the multipart body holds no file, then 422', async () => {
    const b = multipart([{ name: 'proId', value: '1' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload/image',
      payload: b.payload,
      headers: { ...b.headers, 'x-auth-token': t.token(zhang) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('请选择要上传的文件');
  });

  it('when the file name carries a path, then only its last segment is kept as the display name', async () => {
    const res = await upload('image', zhang, { bytes: PNG, filename: '../../etc/passwd.png' });
    expect(res.json().data.name).toBe('passwd.png');
    expect((await storedFiles()).every((f) => f.startsWith(join(t.dataDir, 'files')))).toBe(true);
  });

  it('when a project is named by a non-member or malformed, then 404 / 422 and nothing is stored', async () => {
    const before = (await fileRows()).length;
    const wang = await loginAs(t.app, 'wanghaitao');
    const q = `?proId=${t.project('xianghuPile')}`;
    expect((await upload('image', wang, { bytes: PNG, filename: 'a.png' }, { query: q })).statusCode).toBe(
      404,
    );
    const field = { proId: String(t.project('xianghuPile')) };
    expect(
      (await upload('image', wang, { bytes: PNG, filename: 'a.png' }, { fields: field })).statusCode,
    ).toBe(404);
    expect(
      (await upload('image', wang, { bytes: PNG, filename: 'a.png' }, { fields: { proId: 'abc' } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await upload('image', wang, { bytes: PNG, filename: 'a.png' }, { query: '?proId=-1' })).statusCode,
    ).toBe(422);
    expect(await fileRows()).toHaveLength(before);
  });

  it('when anonymous, then the upload is refused with the not-logged-in envelope', async () => {
    const res = await upload('image', undefined, { bytes: PNG, filename: 'a.png' });
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
  });
});

describe('download', () => {
  let projectFile: string;
  let privateFile: string;

  beforeAll(async () => {
    const pile = t.project('jiangdongPile');
    projectFile = (
      await upload(
        'file',
        zhang,
        { bytes: PDF, filename: '桩基检测报告（第1批）.pdf' },
        { fields: { proId: String(pile) } },
      )
    ).json().data.id;
    privateFile = (await upload('image', zhang, { bytes: PNG, filename: 'mine.png' })).json().data.id;
  });

  it('when the uploader downloads, then the bytes come with the sniffed type, an RFC 5987 name and nosniff', async () => {
    const res = await download(projectFile, zhang);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="________1__.pdf"; filename*=UTF-8''${encodeURIComponent('桩基检测报告（第1批）.pdf')}`,
    );
  });

  it('when another member of the file’s project downloads, then it is served', async () => {
    const wang = await loginAs(t.app, 'wanghaitao');
    expect((await download(projectFile, wang)).statusCode).toBe(200);
  });

  it('when a user outside the project, or anyone but the uploader of a project-less file, asks, then 404 as if absent', async () => {
    // 刘明 (regulator) is on 湘湖 桩基工程; 王海涛 is on 一标段 桩基工程 only.
    const liuming = await loginAs(t.app, 'liuming');
    const wang = await loginAs(t.app, 'wanghaitao');
    const xianghuFile = (
      await upload(
        'image',
        liuming,
        { bytes: PNG, filename: 'x.png' },
        { query: `?proId=${t.project('xianghuPile')}` },
      )
    ).json().data.id;
    const res = await download(xianghuFile, wang);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('文件不存在');
    expect((await download(privateFile, wang)).statusCode).toBe(404);
    expect((await download('00000000-0000-4000-8000-000000000000', zhang)).statusCode).toBe(404);
  });

  it('when the id is not a uuid, then 422; when anonymous, then refused', async () => {
    expect((await download('../../etc/passwd', zhang)).statusCode).toBe(422);
    expect((await download(projectFile)).json()).toMatchObject({ code: 400, data: 'not logged in' });
  });
});

describe('storage STS', () => {
  it('when asked in local mode, then the upload calls and their size limits come back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/storage/sts',
      headers: { 'x-auth-token': t.token(zhang) },
    });
    expect(res.json().data).toEqual({
      mode: 'local',
      uploadUrl: '/api/common/upload/file',
      imageUploadUrl: '/api/common/upload/image',
      maxSize: 50 * 1024 * 1024,
      imageMaxSize: 10 * 1024 * 1024,
    });
  });

  it('when anonymous, then refused despite the /auth prefix', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/storage/sts' });
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
  });
});
