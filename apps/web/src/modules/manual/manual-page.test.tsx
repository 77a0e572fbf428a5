import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { AppProviders } from '../../app/providers';
import { collectMenuTitles, registerMenuTitles } from '../../kit/menu-titles';
import { zhShell } from '../../locales/zh-shell';
import { WEB_MODULES } from '../../modules';
import { enManualContent } from './content/en';
import { esManualContent } from './content/es';
import { zhManualContent } from './content/zh';
import { ManualPage } from './manual-page';
import { MANUAL_OUTLINE, START_PAGES } from './outline';

function renderManual(entry = '/help/manual') {
  const router = createMemoryRouter(
    [
      { path: '/help/manual', element: <ManualPage /> },
      { path: '/login', element: <div>login</div> },
    ],
    { initialEntries: [entry] },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
  // What the router does before it opens a public page (app/router.tsx): the menu's titles join i18next.
  await registerMenuTitles(WEB_MODULES);
});

afterEach(cleanup);

describe('the user manual', () => {
  it('when a chapter or page is listed, then it is a menu name with its text in zh, en and es', async () => {
    const menuNames = [...Object.keys(zhShell.menu), ...Object.keys(await collectMenuTitles(WEB_MODULES))];
    for (const chapter of MANUAL_OUTLINE) {
      if (chapter.id !== 'Start') expect(menuNames, chapter.id).toContain(chapter.id);
      for (const content of [zhManualContent, enManualContent, esManualContent]) {
        expect(content.chapters[chapter.id].length, chapter.id).toBeGreaterThan(10);
      }
      for (const page of chapter.pages) {
        if (!(START_PAGES as readonly string[]).includes(page)) expect(menuNames, page).toContain(page);
        for (const content of [zhManualContent, enManualContent, esManualContent]) {
          expect(content.pages[page].length, page).toBeGreaterThan(10);
        }
      }
    }
  });

  it('when opened, then every chapter shows under the menu group’s own title', async () => {
    renderManual();
    const article = await screen.findByTestId('manual-content');
    expect(within(article).getByRole('heading', { name: '快速上手' })).toBeTruthy();
    expect(within(article).getByRole('heading', { name: '桩基施工' })).toBeTruthy();
    expect(within(article).getByRole('heading', { name: '施工记录' })).toBeTruthy();
    expect(article.querySelector('#PileConstruction')?.textContent).toContain('GB 50202-2018');
  });

  it('when searched, then only the sections that mention the word stay, with the word marked', async () => {
    renderManual();
    await screen.findByTestId('manual-content');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索手册，如“试块”“整改”“验收”' }), {
      target: { value: '浇筑令' },
    });
    const article = await screen.findByTestId('manual-content');
    expect((await within(article).findAllByText('浇筑令', { selector: 'mark' })).length).toBeGreaterThan(0);
    expect(article.querySelector('#ConcretePour')).not.toBeNull();
    expect(article.querySelector('#CompanyInfo')).toBeNull();
    expect(screen.getByTestId('manual-matches').textContent).toMatch(/找到 \d+ 节/);
  });

  it('when nothing matches, then it says so with the word', async () => {
    renderManual();
    await screen.findByTestId('manual-content');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '不存在的词语' } });
    expect(await screen.findByText('没有找到包含“不存在的词语”的内容')).toBeTruthy();
  });
});
