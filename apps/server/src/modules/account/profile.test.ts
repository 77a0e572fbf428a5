import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { appUser } from '../../platform/identity';
import { storedFile } from '../../platform/storage/stored-file.table';

// POST /api/user/profile and the session fields of docs/product.md §3 (docs/domains/account.md).
const t = seededApp({ users: ['zhangjianguo', 'lixiaofeng', 'admin'] });

async function storedAs(account: string, mime: string): Promise<string> {
  const [row] = await t.db
    .insert(storedFile)
    .values({
      ownerUserId: t.user(account),
      originalName: 'me.png',
      mime,
      size: 68,
      sha256: 'x'.repeat(64),
      storageKey: `test/${account}/${Math.random()}`,
    })
    .returning({ id: storedFile.id });
  return row!.id;
}

const info = async (who: 'zhangjianguo' | 'lixiaofeng' | 'admin') =>
  (await t.get('/api/user/info', who)).json().data;

describe('the user’s avatar and introduction', () => {
  it('when the session is read, then it carries avatar, introduction, account type and settings', async () => {
    expect(await info('zhangjianguo')).toMatchObject({
      avatar: null,
      introduction: '',
      accountType: 'companyAdmin',
      setting: {},
    });
    expect((await info('lixiaofeng')).accountType).toBe('member');
    expect((await info('admin')).accountType).toBe('platform');
  });

  it('when an image of one’s own and an introduction are saved, then the session shows them and the change is audited', async () => {
    const image = await storedAs('zhangjianguo', 'image/png');
    const res = await t.post('/api/user/profile', {
      avatar: image,
      introduction: '  桩基项目经理，十五年现场经验。 ',
    });
    expect(res.json()).toMatchObject({ code: 200, data: null });
    expect(await info('zhangjianguo')).toMatchObject({
      avatar: `/api/common/download?id=${image}`,
      introduction: '桩基项目经理，十五年现场经验。',
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.resource, 'userProfile'));
    expect(audits.at(-1)).toMatchObject({ action: 'update', recordId: t.user('zhangjianguo') });
    // Removing the avatar keeps the introduction as sent.
    await t.post('/api/user/profile', { avatar: null, introduction: '桩基项目经理' });
    expect(await info('zhangjianguo')).toMatchObject({ avatar: null, introduction: '桩基项目经理' });
  });

  it.each([
    ['someone else’s image', async () => storedAs('lixiaofeng', 'image/png')],
    ['a PDF of one’s own', async () => storedAs('zhangjianguo', 'application/pdf')],
    ['a file that does not exist', async () => '00000000-0000-4000-8000-000000000000'],
  ])('when the avatar is %s, then 422 naming avatar and nothing changes', async (_what, file) => {
    const [before] = await t.db
      .select()
      .from(appUser)
      .where(eq(appUser.id, t.user('zhangjianguo')));
    const res = await t.post('/api/user/profile', { avatar: await file(), introduction: '换一句' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('头像须为您本人上传的图片');
    const [after] = await t.db
      .select()
      .from(appUser)
      .where(eq(appUser.id, t.user('zhangjianguo')));
    expect(after).toMatchObject({ avatarFileId: before!.avatarFileId, introduction: before!.introduction });
  });

  it('when the introduction is longer than 200 characters or the avatar is not an id, then 422 and nothing changes', async () => {
    expect(
      (await t.post('/api/user/profile', { avatar: null, introduction: '桩'.repeat(201) })).statusCode,
    ).toBe(422);
    expect((await t.post('/api/user/profile', { avatar: 'me.png', introduction: '' })).statusCode).toBe(422);
  });

  it('when nobody is signed in, then it is refused', async () => {
    const res = await t.post('/api/user/profile', { avatar: null, introduction: 'x' }, null);
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
  });
});

// docs/product.md §4 Messages: "the submit-number notice can be switched off" (POST /api/user/setting).
describe('the submit-number notice switch', () => {
  it('when the notice is switched off and on again, then the session follows, the other settings stay and each change is audited', async () => {
    expect((await info('lixiaofeng')).showSubmitNumber).toBe(true);
    await t.db
      .update(appUser)
      .set({ settings: { language: 'en' } })
      .where(eq(appUser.id, t.user('lixiaofeng')));
    const off = await t.post('/api/user/setting', { showSubmitNumber: false }, 'lixiaofeng');
    expect(off.json()).toMatchObject({ code: 200, data: { showSubmitNumber: false } });
    expect(await info('lixiaofeng')).toMatchObject({
      showSubmitNumber: false,
      setting: { language: 'en', showSubmitNumber: false },
    });
    // Another user's switch is untouched.
    expect((await info('zhangjianguo')).showSubmitNumber).toBe(true);
    const on = await t.post('/api/user/setting', { showSubmitNumber: true }, 'lixiaofeng');
    expect(on.json().data).toEqual({ showSubmitNumber: true });
    expect((await info('lixiaofeng')).showSubmitNumber).toBe(true);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.resource, 'userSetting'));
    expect(audits.filter((a) => a.recordId === t.user('lixiaofeng'))).toHaveLength(2);
  });

  it('when the body names no switch, an unknown one or a non-boolean, then 422 and nothing changes', async () => {
    const [before] = await t.db
      .select()
      .from(appUser)
      .where(eq(appUser.id, t.user('zhangjianguo')));
    for (const body of [{}, { showSubmitNumber: 'no' }, { theme: 'dark' }]) {
      expect((await t.post('/api/user/setting', body, 'zhangjianguo')).statusCode).toBe(422);
    }
    const [after] = await t.db
      .select()
      .from(appUser)
      .where(eq(appUser.id, t.user('zhangjianguo')));
    expect(after!.settings).toEqual(before!.settings);
  });

  it('when nobody is signed in, then it is refused', async () => {
    const res = await t.post('/api/user/setting', { showSubmitNumber: false }, null);
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
  });
});
