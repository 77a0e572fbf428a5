import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { MessageItem, UsersByDept } from '@zhuji/shared';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { appUser, menu, projectMember, roleMenu } from '../../platform/identity';
import { message } from '../../platform/notify';
import { storedFile } from '../../platform/storage/stored-file.table';

// docs/product.md §7.8 "send message blob": POST /api/collaboration/message/send, multipart.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const userIds = new Map<string, number>();
let jiangdong: number;

const uid = (account: string) => userIds.get(account) ?? 0;

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart body as a browser's FormData sends it. */
function form(parts: Part[]) {
  const boundary = '----zhujiMessageTest';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p)
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
        ),
      );
    else
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
        ),
        p.bytes,
        Buffer.from('\r\n'),
      );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const send = (token: string | null, parts: Part[], lang = 'zh') => {
  const { payload, type } = form(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/collaboration/message/send',
    payload,
    headers: {
      ...(token ? { 'x-auth-token': t.token(token) } : {}),
      'content-type': type,
      'accept-language': lang,
    },
  });
};
const fields = (title: string, content: string, recipients: number[]): Part[] => [
  { name: 'title', value: title },
  { name: 'content', value: content },
  ...recipients.map((id) => ({ name: 'recipientIds', value: String(id) })),
];
const pdf = (filename = '3#承台钢筋隐蔽验收记录.pdf'): Part => ({
  name: 'file',
  filename,
  type: 'application/pdf',
  bytes: PDF,
});
const inbox = async (token: string): Promise<MessageItem[]> =>
  (
    await t.app.inject({
      url: '/api/collaboration/message/list',
      headers: { 'x-auth-token': t.token(token) },
    })
  ).json().data.list;

/** Rows and files a refused send must not have added. */
async function footprint() {
  const [messages] = await t.db.select({ n: count() }).from(message);
  const [files] = await t.db.select({ n: count() }).from(storedFile);
  const [audits] = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.resource, 'message'));
  const stored = await readdir(join(t.dataDir, 'files'), { recursive: true }).catch(() => []);
  return { messages: messages?.n, files: files?.n, audits: audits?.n, stored: stored.length };
}

// Each lands on 一标段 桩基工程, their first project.
const zhang = 'zhangjianguo';
const wang = 'wanghaitao';
const li = 'lixiaofeng';
const zhou = 'zhouwenbo';
const t = seededApp({ users: [zhang, wang, li, zhou], tempDataDir: true, seedFiles: true, caller: null });
beforeAll(async () => {
  for (const u of await t.db.select({ id: appUser.id, account: appUser.account }).from(appUser))
    userIds.set(u.account, u.id);
  jiangdong = t.project('jiangdongPile');
});

describe('sending a message with a file (message/send)', () => {
  it('when the project manager sends a PDF to two members, then each gets it with the file and the sender', async () => {
    const res = await send(zhang, [
      ...fields('3#承台钢筋隐蔽验收资料', '请于今天下班前核对保护层厚度，附验收记录。', [
        uid('wanghaitao'),
        uid('lixiaofeng'),
      ]),
      pdf(),
    ]);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      sent: 2,
      attachment: { name: '3#承台钢筋隐蔽验收记录.pdf', mime: 'application/pdf' },
    });

    for (const token of [wang, li]) {
      const [first] = await inbox(token);
      expect(first).toMatchObject({
        projectId: jiangdong,
        title: '3#承台钢筋隐蔽验收资料',
        category: 'member',
        senderName: '张建国',
        readAt: null,
        attachment: { id: data.attachment.id, name: '3#承台钢筋隐蔽验收记录.pdf' },
      });
      // A recipient downloads the file: it belongs to the project, not only to its uploader.
      const file = await t.app.inject({
        url: `/api/common/download?id=${data.attachment.id}`,
        headers: { 'x-auth-token': t.token(token) },
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'message'), eq(auditLog.action, 'send')));
    expect(audit).toMatchObject({ userId: uid('zhangjianguo'), projectId: jiangdong });
    expect(audit?.after).toMatchObject({ recipientIds: [uid('wanghaitao'), uid('lixiaofeng')] });
  });

  it('when a supervisor replies without a file, with the ids in one comma-separated field, then it is sent once per person', async () => {
    const res = await send(wang, [
      { name: 'title', value: '回复：3#承台' },
      { name: 'content', value: '已核对，保护层合格。' },
      { name: 'recipientIds', value: `${uid('zhangjianguo')},${uid('zhangjianguo')}` },
    ]);
    expect(res.json()).toMatchObject({ code: 200, data: { sent: 1, attachment: null } });
    const [first] = await inbox(zhang);
    expect(first).toMatchObject({ title: '回复：3#承台', senderName: '王海涛', attachment: null });
  });

  it('when the recipients are asked for, then the project’s people come by company with their roles', async () => {
    const res = await t.app.inject({
      url: '/api/collaboration/message/recipients',
      headers: { 'x-auth-token': t.token(zhang) },
    });
    expect(res.statusCode).toBe(200);
    const depts: UsersByDept = res.json().data;
    const people = depts.flatMap((d) => d.users.map((u) => ({ ...u, companyName: d.companyName })));
    expect(people.find((u) => u.userId === uid('wanghaitao'))?.roles).toContain('专业监理工程师');
    expect(people.every((u) => u.phone === null || u.phone.includes('****'))).toBe(true);
  });
});

describe('a refused send writes nothing', () => {
  it('when the title is blank and there is no recipient, then 422 naming the fields, in the caller’s language', async () => {
    const before = await footprint();
    const msgs = new Set<string>();
    for (const lang of ['zh', 'en', 'es']) {
      const res = await send(zhang, [...fields('  ', '内容', []), pdf()], lang);
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toContain('title');
      expect(res.json().msg).toContain('recipientIds');
      msgs.add(res.json().msg);
    }
    expect(msgs.size).toBe(3);
    expect(await footprint()).toEqual(before);
  });

  it('when a recipient is not a member of the project, then 422 naming them and no file is kept', async () => {
    const before = await footprint();
    const res = await send(zhang, [
      ...fields('资料', '请查收', [uid('wanghaitao'), uid('zhouwenbo')]),
      pdf(),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('收件人不是本项目成员');
    expect(res.json().msg).toContain(String(uid('zhouwenbo')));
    const en = await send(zhang, fields('Docs', 'See attached', [uid('zhouwenbo')]), 'en');
    expect(en.json().msg).toContain('Not members of this project');
    expect(await footprint()).toEqual(before);
  });

  it('when the file is not an accepted type, or two files come, then refused and nothing is kept', async () => {
    const before = await footprint();
    const text = {
      name: 'file',
      filename: 'notes.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('plain text'),
    };
    const res = await send(zhang, [...fields('资料', '请查收', [uid('wanghaitao')]), text]);
    expect(res.statusCode).toBe(415);
    const two = await send(zhang, [
      ...fields('资料', '请查收', [uid('wanghaitao')]),
      pdf('a.pdf'),
      pdf('b.pdf'),
    ]);
    expect(two.statusCode).toBe(422);
    expect(two.json().msg).toBe('每次只能上传一个文件');
    expect(await footprint()).toEqual(before);
  });

  it('when too many recipients or a too-long content are sent, then 422', async () => {
    const before = await footprint();
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect((await send(zhang, fields('资料', '请查收', many))).statusCode).toBe(422);
    expect((await send(zhang, fields('资料', '长'.repeat(501), [uid('wanghaitao')]))).statusCode).toBe(422);
    expect(await footprint()).toEqual(before);
  });

  it('when anonymous, then refused', async () => {
    const before = await footprint();
    const res = await send(null, fields('资料', '请查收', [uid('wanghaitao')]));
    expect(res.json().code).not.toBe(200);
    expect(await footprint()).toEqual(before);
  });

  it('when the user has no project, then 422 and nothing is written', async () => {
    const before = await footprint();
    const res = await send(zhou, fields('资料', '请查收', [uid('wanghaitao')]));
    expect(res.statusCode).toBe(422);
    expect(await footprint()).toEqual(before);
  });

  it('when the role lacks add on 我的消息, then 403 for send and recipients, and nothing is written', async () => {
    const [myMessage] = await t.db.select({ id: menu.id }).from(menu).where(eq(menu.name, 'MyMessage'));
    const where = and(eq(roleMenu.roleId, 42), eq(roleMenu.menuId, myMessage?.id ?? 0));
    await t.db
      .update(roleMenu)
      .set({ actions: ['list', 'detail'] })
      .where(where);
    try {
      const before = await footprint();
      const res = await send(wang, [...fields('资料', '请查收', [uid('zhangjianguo')]), pdf()]);
      expect(res.statusCode).toBe(403);
      const list = await t.app.inject({
        url: '/api/collaboration/message/recipients',
        headers: { 'x-auth-token': t.token(wang) },
      });
      expect(list.statusCode).toBe(403);
      expect(await footprint()).toEqual(before);
    } finally {
      await t.db
        .update(roleMenu)
        .set({ actions: ['list', 'detail', 'add'] })
        .where(where);
    }
  });

  it('when the sender is no longer a member of the project, then 404 and nothing is written', async () => {
    const before = await footprint();
    await t.db
      .delete(projectMember)
      .where(and(eq(projectMember.userId, uid('lixiaofeng')), eq(projectMember.projectId, jiangdong)));
    const res = await send(li, [...fields('资料', '请查收', [uid('zhangjianguo')]), pdf()]);
    expect(res.statusCode).toBe(404);
    expect(await footprint()).toEqual(before);
  });
});
