import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clickToPath, closeReminders, DEMO_PASSWORD, useE2E } from './harness.mjs';

/** Set SHELL_SHOTS=<dir> to keep screenshots of the shell (1366 px, 800 px, 375 px). */
const SHOTS = process.env.SHELL_SHOTS;

describe('layout shell against the real server', () => {
  const e2e = useE2E();

  const signIn = (username) => e2e.signInHere(username);

  const sidebarItem = (page, name) =>
    page.locator('.ant-layout-sider .ant-menu').getByText(name, { exact: true });
  // The shell's tabs only (a page may have tabs of its own): each holds a [data-tab-path] label.
  const SHELL_TAB = '.ant-tabs-tab:has([data-tab-path])';
  const tab = (page, name) => page.locator(SHELL_TAB).filter({ hasText: name });
  /** Polls the location: in-app navigations are pushState, which waitForURL can miss once it has happened. */
  const onPath = (page, pathname) =>
    page.waitForFunction((expected) => window.location.pathname === expected, pathname, { timeout: 20_000 });
  /** Right-clicks a tab and picks an item of its menu. */
  const tabMenuAction = async (page, tabName, item) => {
    await tab(page, tabName).click({ button: 'right' });
    await page.getByRole('menuitem', { name: item }).click();
  };
  /**
   * Opens a sidebar group (unless it is open already) and picks one of its pages. The location moves at
   * once, but React shows the new page (and makes its tab the active one) only when its chunk and data
   * are in; a tab clicked before then is the still-active old one and does nothing. So wait for the
   * page's view and its active tab too.
   */
  const navigateInGroup = async (page, group, name, pathname) => {
    if (!(await sidebarItem(page, name).isVisible())) await sidebarItem(page, group).click();
    await clickToPath(page, sidebarItem(page, name), pathname);
    await page.locator(`[data-view="${pathname}"]`).waitFor();
    await page.locator(`${SHELL_TAB}.ant-tabs-tab-active`).filter({ hasText: name }).waitFor();
  };
  const openOptions = (page) =>
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

  it('when zhangjianguo logs in, then the workbench opens with the sidebar built from his menu, the footer and two roles', async () => {
    const { page } = e2e;
    await page.goto(e2e.url('/login'));
    await page.getByLabel('账号', { exact: true }).fill('zhangjianguo');
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await onPath(page, '/home/index');
    await page.getByRole('heading', { name: /张建国/ }).waitFor();
    await closeReminders(page);

    await page.locator('.ant-layout-sider').getByText('施工生产工作台').waitFor();
    for (const name of ['工作台', '项目管理', '桩基施工', '检测中心', '我的消息']) {
      await sidebarItem(page, name).waitFor();
    }
    const box = await page.locator('.ant-layout-sider').boundingBox();
    assert.equal(Math.round(box.width), 230);
    assert.equal(await page.title(), '工作台 - SaaS平台 - 业务系统');

    // Two roles: a selector; the messages link; the footer with the year and the company.
    await page.getByTestId('role-select').waitFor();
    assert.equal(await page.getByTestId('role-name').count(), 0);
    await page.getByTestId('project-select').waitFor();
    await page.getByTestId('messages-link').waitFor();
    await page.getByText(new RegExp(`© ${new Date().getFullYear()} .+`)).waitFor();

    // The submenu opens and routes; the current page's tab is active.
    await navigateInGroup(page, '桩基施工', '桩基验收', '/pileFoundation/acceptance');
    await page.waitForFunction(() => document.title === '桩基验收 - SaaS平台 - 业务系统');
    // The test-block page is built now (issue 9): its own tabs show. (No page of his menu is still
    // under construction; the view registry's unit test covers the planned keys.)
    await navigateInGroup(page, '检测中心', '试块管理', '/inspection/testBlock');
    await page.getByRole('tab', { name: '试块登记' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shell-1366-zh.png`, fullPage: true });
  });

  it('when lixiaofeng (one role, two projects) switches project, then the page reloads onto the other project', async () => {
    const { page } = e2e;
    await signIn('lixiaofeng');
    await page.goto(e2e.url('/'));
    await onPath(page, '/home/index');
    await closeReminders(page);
    await page.getByTestId('role-name').waitFor();
    assert.equal(await page.getByTestId('role-select').count(), 0);

    const select = page.getByTestId('project-select');
    const before = (
      await select.locator('.ant-select-content, .ant-select-selection-item').first().textContent()
    ).trim();
    await select.click();
    const other = openOptions(page).filter({ hasNotText: before }).first();
    const target = (await other.textContent()).trim();
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await other.click();
    await reloaded;
    await onPath(page, '/home/index');
    await page.getByTestId('project-select').getByText(target, { exact: true }).waitFor();
    await page.locator('.ant-descriptions').getByText(target, { exact: true }).waitFor();
  });

  it('when a nested page is open, then the breadcrumb shows its levels and the group leads to its first page', async () => {
    const { page } = e2e;
    await signIn('zhangjianguo');
    const seen = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
    });
    // A deep link: the guard waits for the menu, so no 404 flashes by.
    await page.goto(e2e.url('/pileFoundation/acceptance?breadcrumbName=3%E5%8F%B7%E6%A1%A9'));
    const crumbs = page.locator('.ant-breadcrumb li:not(.ant-breadcrumb-separator)');
    await crumbs.filter({ hasText: '3号桩' }).waitFor();
    assert.deepEqual(
      (await crumbs.allTextContents()).map((text) => text.trim()),
      ['桩基施工', '桩基验收', '3号桩'],
    );
    assert.equal(await page.locator('.ant-breadcrumb a', { hasText: '3号桩' }).count(), 0);
    assert.ok(!seen.includes('/404'), `paths seen: ${seen}`);
    await closeReminders(page);
    await page.locator('.ant-breadcrumb a', { hasText: '桩基施工' }).click();
    await onPath(page, '/pileFoundation/construction');
  });

  it('when pages are opened in tabs, then closing one lands on the last tab, affix home has no close, and keep-alive input survives', async () => {
    const { page } = e2e;
    await signIn('zhangjianguo');
    await page.goto(e2e.url('/home/index'));
    await tab(page, '工作台').waitFor();
    await closeReminders(page);
    assert.equal(await tab(page, '工作台').locator('.ant-tabs-tab-remove').count(), 0);

    await navigateInGroup(page, '项目管理', '项目列表', '/project/list');
    const search = page.getByTestId('project-search');
    await search.fill('湘湖');
    await navigateInGroup(page, '检测中心', '试块管理', '/inspection/testBlock');

    // Back to the cached list: the typed filter is still there.
    await clickToPath(page, tab(page, '项目列表'), '/project/list');
    assert.equal(await page.getByTestId('project-search').inputValue(), '湘湖');
    // The non-cached page is gone from the DOM while hidden.
    await page.locator('[data-view="/inspection/testBlock"]').waitFor({ state: 'detached' });
    await page.locator('[data-view="/project/list"]').waitFor();

    // Right-click refresh remounts it (through /redirect): the filter is cleared.
    await tabMenuAction(page, '项目列表', '刷新页面');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="project-search"] input, input[data-testid="project-search"]')
          ?.value === '',
    );
    assert.equal(new URL(page.url()).pathname, '/project/list');

    // Closing the active tab lands on the last remaining one.
    await clickToPath(page, tab(page, '项目列表').locator('.ant-tabs-tab-remove'), '/inspection/testBlock');
    assert.deepEqual(
      (await page.locator(SHELL_TAB).allTextContents()).map((text) => text.trim()),
      ['工作台', '试块管理'],
    );
    // The location moves at once, but the page it leads to mounts when its chunk and data are in;
    // until then React keeps the previous page on screen, and a menu opened over it is lost.
    await page.locator('[data-view="/inspection/testBlock"]').waitFor();
    // Close all keeps the affix tab.
    await tabMenuAction(page, '试块管理', '关闭所有');
    await onPath(page, '/home/index');
    assert.equal(await page.locator(SHELL_TAB).count(), 1);
  });

  it('when the menu holds an unknown component key or a role-restricted route, then module-not-found and /401?noGoBack', async () => {
    const { page } = e2e;
    await signIn('zhangjianguo');
    // The seed has neither, so the real user-info answer gets two entries appended.
    await page.route('**/api/user/info*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.routes.push(
        {
          path: '/legacy',
          name: 'Legacy',
          component: 'legacy/removed-page',
          hidden: false,
          meta: { title: 'menu.Legacy', icon: 'document' },
        },
        {
          path: '/supervision',
          name: 'Supervision',
          component: 'supervision/index',
          hidden: false,
          meta: { title: 'menu.Supervision', roles: ['41'] },
        },
      );
      await route.fulfill({ response, json: body });
    });
    await page.goto(e2e.url('/legacy'));
    await page.getByText('找不到页面模块').waitFor();
    await page.getByText(/legacy\/removed-page/).waitFor();
    await page.locator('.ant-layout-sider').getByText('施工生产工作台').waitFor();

    await page.goto(e2e.url('/supervision'));
    await page.waitForURL((url) => url.pathname === '/401' && url.searchParams.get('noGoBack') === '1');
    assert.equal(await page.getByRole('button', { name: '返回上一页' }).count(), 0);
  });

  it('when the window is 800 px wide, then the sidebar is closed and opens as an overlay', async () => {
    const { page } = e2e;
    await signIn('zhangjianguo');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(e2e.url('/home/index'));
    await page.getByTestId('shell').and(page.locator('[data-device="mobile"]')).waitFor();
    await closeReminders(page);
    assert.equal(await page.locator('.ant-layout-sider').count(), 0);
    assert.equal(await page.locator('.ant-drawer-open').count(), 0);
    // Content takes the full width.
    const content = await page.locator('.ant-layout-content').boundingBox();
    assert.ok(content.x < 1, `content starts at ${content.x}`);

    await page.getByTestId('sidebar-toggle').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('施工生产工作台').waitFor();
    await page.locator('.ant-drawer-mask').waitFor();
    // It overlays: the content did not move.
    assert.equal((await page.locator('.ant-layout-content').boundingBox()).x, content.x);
    if (SHOTS) {
      // No slide-in to wait for: the stories ask for reduced motion.
      await page.screenshot({ path: `${SHOTS}/shell-800-drawer.png` });
    }
    await drawer.getByText('项目管理', { exact: true }).click();
    await drawer.getByText('项目列表', { exact: true }).click();
    await onPath(page, '/project/list');
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    assert.equal(await page.locator('.ant-drawer-open').count(), 0);

    if (SHOTS) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(e2e.url('/home/index'));
      await page.getByRole('heading', { name: /张建国/ }).waitFor();
      await closeReminders(page);
      await page.screenshot({ path: `${SHOTS}/shell-375-zh.png`, fullPage: true });
    }
  });

  for (const [language, marker] of [
    ['zh', '工作台'],
    ['en', 'Workbench'],
    ['es', 'Escritorio'],
  ]) {
    it(`when the language is ${language}, then the shell renders with no raw keys`, async () => {
      const { page, context } = e2e;
      await signIn('zhangjianguo');
      await context.addCookies([{ name: 'language', value: language, url: e2e.baseUrl }]);
      await page.goto(e2e.url('/pileFoundation/acceptance'));
      await tab(page, marker).waitFor();
      await page.locator('.ant-layout-sider .ant-menu-root').waitFor();
      // biome-ignore lint/performance/useDomNodeTextContent: what is rendered is what must be translated
      const text = await page.locator('body').innerText();
      const raw = text.match(/\b(menu|shell|home|route|projectView|errors|app|division)\.[A-Za-z][\w.]*/g);
      assert.equal(raw, null, `raw keys on the page: ${raw}`);
      assert.match(
        await page.title(),
        language === 'zh' ? /桩基验收/ : language === 'en' ? /Pile acceptance/ : /Recepción/,
      );
      // The project core's pages, whose module messages load with their chunks.
      for (const path of ['/home/index', '/project/manage', '/project/building', '/project/division']) {
        await page.goto(e2e.url(path));
        await page
          .locator('.ant-table, [data-testid=workbench-projects]')
          .first()
          .waitFor({ timeout: 20_000 });
        await closeReminders(page);
        // biome-ignore lint/performance/useDomNodeTextContent: what is rendered is what must be translated
        const pageText = await page.locator('.ant-layout-content').innerText();
        const rawKeys = pageText.match(/\b(project|kit|units|workbench|overview|home)\.[A-Za-z][\w.]*/g);
        assert.equal(rawKeys, null, `raw keys on ${path}: ${rawKeys}`);
      }
    });
  }

  it('when the current project has fire-control type 1, then only home, basic info, fire management and the material audit remain', async () => {
    const { page } = e2e;
    const token = await signIn('lixiaofeng');
    await e2e.switchProject(token, (p) => p.projectName === '一标段 主体结构工程');
    await page.goto(e2e.url('/home/index'));
    await page.getByTestId('shell').waitFor();
    await closeReminders(page);
    const menu = page.locator('.ant-layout-sider .ant-menu-root');
    // Groups left with one page show that page (home, basic info, fire management, and /audit with only
    // its material child).
    await menu.getByText('消防检查', { exact: true }).waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: the menu as the user reads it
    const items = (await menu.innerText())
      .split('\n')
      .map((t) => t.trim())
      .filter(Boolean);
    assert.deepEqual(items, ['工作台', '单位信息', '消防检查', '材料审核']);
    // A removed route is not reachable by its address either.
    await page.goto(e2e.url('/project/list'));
    await onPath(page, '/404');
  });

  it('when 120 messages are unread, then the badge shows 99+', async () => {
    const { page } = e2e;
    // The count is the server's; the seeded 4 unread become 120 on the way, to see the cap of docs/product.md §2.5.
    await page.route('**/api/user/info**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.collaboration.msgCount = 120;
      await route.fulfill({ response, json: body });
    });
    // The navbar keeps the badge current from the counts call, which answers the same number (answered
    // here without the server, so a poll after the test has ended finds nothing to fetch).
    await page.route('**/api/flow/counts**', (route) =>
      route.fulfill({
        json: { code: 200, data: { todo: 0, mine: 0, done: 0, unread: 120 }, msg: '', url: null },
      }),
    );
    await signIn('zhangjianguo');
    await page.goto(e2e.url('/home/index'));
    await page.getByTestId('shell').waitFor();
    await page.getByTestId('messages-link').getByText('99+').waitFor();
  });

  it('when the account has two units, then choosing the other re-enters the current page through /redirect', async () => {
    const { page } = e2e;
    // The demo accounts belong to one company each; the second unit is added to user info on the way.
    await page.route('**/api/user/info**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.units.push({ id: 990001, name: '浙江华东建工集团有限公司第二分公司', value: [] });
      await route.fulfill({ response, json: body });
    });
    await signIn('zhangjianguo');
    await page.goto(e2e.url('/project/list'));
    await page.getByTestId('shell').waitFor();
    await closeReminders(page);
    await page.getByTestId('project-search').fill('湘湖');
    await page.getByTestId('unit-select').click();
    await openOptions(page).filter({ hasText: '第二分公司' }).click();
    await page.getByTestId('unit-select').getByText('浙江华东建工集团有限公司第二分公司').waitFor();
    await onPath(page, '/project/list');
    // Re-entered: the kept-alive page mounted afresh, so its filter is empty again.
    await page.waitForFunction(() => {
      const input = document.querySelector(
        '[data-testid="project-search"] input, input[data-testid="project-search"]',
      );
      return input instanceof HTMLInputElement && input.value === '';
    });
  });
});
