import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseOption, clickForResponse, clickToPath, signIn, useE2E } from './harness.mjs';

// Issue 7's approval story: a lot applied for reaches the supervisor as a pending approval (the navbar
// badge) and a message (the messages page, which opens the lot and marks it read); a project
// registration reaches the platform's audit page, where the reviewer rejects it with the reason and
// sees the trail.

const MAIN_NAME = '钱江世纪城人才公寓（二期）项目';

describe('approval counts, messages and the project audit', () => {
  const e2e = useE2E();
  const api = (token, path) => e2e.api(token, path);
  const post = (token, path, body) => e2e.api(token, path, body);
  const openPage = (page, path) => e2e.open(page, path);
  const badge = (page, testId) => page.getByTestId(testId).locator('.ant-badge-count');
  /** antd renders each digit apart; the count itself is the badge's title. */
  const badgeShows = (page, testId, n) =>
    page.getByTestId(testId).locator(`.ant-badge-count[title="${n}"]`).waitFor();

  it('when a lot is applied for, then the supervisor sees the pending count and the message, which opens the lot; reading all clears the badge', async () => {
    // The quality inspector applies for a passing lot on his current project (一标段 桩基工程).
    const inspector = await signIn(e2e.baseUrl, 'lixiaofeng');
    const info = await api(inspector, '/api/user/info?platformType=1');
    const projectId = info.data.currentProject.id;
    const applied = await post(inspector, '/api/acceptance/apply/save', {
      projectId,
      code: '010208',
      lotNo: 'E2E-MSG-01',
      location: '2#承台 2-1~2-6 号桩',
      lotSize: 20,
      sampleSize: 3,
      mainItems: [{ key: 'm1', name: '孔深', pass: true }],
      generalItems: [],
      recordsComplete: true,
    });
    assert.equal(applied.data.status, 'pending', JSON.stringify(applied));

    const supervisor = await e2e.pageAs('wanghaitao');
    const counts = (await api(supervisor.token, '/api/flow/counts')).data;
    assert.ok(counts.todo >= 1 && counts.unread >= 1, JSON.stringify(counts));
    const page = supervisor.page;
    await openPage(page, '/home/index');
    await badgeShows(page, 'approval-link', counts.todo);
    await badgeShows(page, 'messages-link', counts.unread);

    // The messages page: the newest is the lot's, unread; opening it goes to the lot and reads it.
    await clickToPath(page, page.getByTestId('messages-link'), '/collaboration/myMessage');
    const table = page.getByTestId('message-table');
    const row = table.locator('tr', { hasText: 'E2E-MSG-01' }).first();
    await row.getByText('未读').waitFor();
    const read = await clickForResponse(
      page,
      row.getByText('E2E-MSG-01', { exact: false }).first(),
      '/api/collaboration/message/status',
    );
    assert.equal((await read.json()).data.msgCount, counts.unread - 1);
    await page.waitForURL(new RegExp(`/quality/acceptance\\?id=${applied.data.id}`));
    await page.getByTestId('acceptance-detail').waitFor();
    if (counts.unread - 1 > 0) await badgeShows(page, 'messages-link', counts.unread - 1);

    // Back on the messages page, read everything: the badge goes.
    await page.getByTestId('acceptance-detail').locator('.ant-drawer-close').click();
    await page.getByTestId('acceptance-detail').waitFor({ state: 'hidden' });
    await clickToPath(page, page.getByTestId('messages-link'), '/collaboration/myMessage');
    await table.locator('tr', { hasText: 'E2E-MSG-01' }).first().getByText('已读').waitFor();
    if (counts.unread - 1 > 0) {
      const all = await clickForResponse(
        page,
        page.getByTestId('message-read-all'),
        '/api/collaboration/message/readAll',
      );
      assert.equal((await all.json()).data.msgCount, 0);
    }
    await page.getByTestId('message-read-all').and(page.locator('[disabled]')).waitFor();
    // The badge zooms out once the count is refetched: wait for it to go, rather than count it at once.
    await badge(page, 'messages-link').waitFor({ state: 'hidden' });

    // The pending badge leads to the approval centre, where the lot waits.
    await clickToPath(page, page.getByTestId('approval-link'), '/audit/approval');
    await page.getByTestId('flow-table-todo').getByText('E2E-MSG-01', { exact: false }).first().waitFor();
  });

  it('when a registration is submitted, then the platform reviewer finds it on the audit page, rejects it with the reason and sees the trail', async () => {
    const manager = await signIn(e2e.baseUrl, 'zhangjianguo');
    const owners = await api(manager, '/api/project/getCompNameList?compType=2');
    const main = await post(manager, '/api/project/manage/add', {
      name: MAIN_NAME,
      areaList: ['33', '3301', '330109'],
      address: '杭州市萧山区民和路666号',
      ownerCompanyId: owners.data[0].id,
      money: '42800',
      contractMode: 'PUBLIC_BIDDING',
      division: 'MAIN',
    });
    assert.equal(main.code, 200, JSON.stringify(main));
    const sub = await post(manager, '/api/project/manage/addSub', {
      parentId: main.data.id,
      name: '一标段 桩基工程',
      division: 'PILE_FOUNDATION',
      money: '9600',
    });
    assert.equal(sub.code, 200, JSON.stringify(sub));
    assert.equal((await post(manager, '/api/project/manage/submit', { id: main.data.id })).code, 200);

    const reviewer = await e2e.pageAs('admin');
    const page = reviewer.page;
    await openPage(page, '/home/index');
    // The registration waits on the platform: the navbar count includes it.
    const counts = (await api(reviewer.token, '/api/flow/counts')).data;
    assert.ok(counts.todo >= 1, JSON.stringify(counts));
    await badgeShows(page, 'approval-link', counts.todo);

    await openPage(page, '/audit/project');
    const list = page.getByTestId('audit-projects');
    await list.getByText(MAIN_NAME).click();
    await page.getByTestId('main-project-detail').getByText(MAIN_NAME).first().waitFor();
    await page.getByTestId('registration-trail').getByTestId('flow-action-apply').waitFor();

    await page.getByTestId('reject').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '驳回登记' });
    await dialog.locator('textarea').fill('业主单位营业执照扫描件不清晰，请重新上传');
    const rejected = await clickForResponse(
      page,
      dialog.locator('.ant-btn-dangerous'),
      '/api/project/manage/audit',
    );
    assert.equal((await rejected.json()).code, 200);
    await page
      .getByTestId('main-project-detail')
      .getByText('业主单位营业执照扫描件不清晰', { exact: false })
      .first()
      .waitFor();
    const trail = page.getByTestId('registration-trail');
    await trail
      .getByTestId('flow-action-reject')
      .getByText('业主单位营业执照扫描件不清晰', { exact: false })
      .waitFor();

    // The registration's instance is finished: the reviewer's pending count drops.
    if (counts.todo - 1 > 0) await badgeShows(page, 'approval-link', counts.todo - 1);
    else await badge(page, 'approval-link').waitFor({ state: 'detached' });
  });

  it('when the project manager sends a message with a PDF on 我的消息, then the supervisor gets it with the file', async () => {
    const manager = await e2e.pageAs('zhangjianguo');
    const page = manager.page;
    await openPage(page, '/collaboration/myMessage');
    await page.getByTestId('message-send').click();
    await page.getByTestId('message-send-recipients').waitFor();
    await chooseOption(page, page.getByTestId('message-send-recipients'), '王海涛', '王海涛');
    await page.getByTestId('message-send-title').fill('E2E-SEND 3#承台隐蔽验收资料');
    await page.getByTestId('message-send-content').fill('请核对附件中的保护层检测记录。');
    await page.locator('.ant-modal input[type=file]').setInputFiles({
      name: '保护层检测记录.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    const sent = await clickForResponse(
      page,
      page.getByTestId('message-send-ok'),
      '/api/collaboration/message/send',
    );
    assert.equal((await sent.json()).data.sent, 1);
    await page.getByText('已发送给 1 人').waitFor();

    const supervisor = await signIn(e2e.baseUrl, 'wanghaitao');
    const list = await api(supervisor, '/api/collaboration/message/list?page=1&limit=5');
    const got = list.data.list.find((m) => m.title === 'E2E-SEND 3#承台隐蔽验收资料');
    assert.equal(got?.senderName, '张建国', JSON.stringify(list.data.list));
    assert.equal(got.attachment.name, '保护层检测记录.pdf');
  });
});
