import { act, cleanup, render, screen } from '@testing-library/react';
import { Empty } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { i18nReady } from './i18n';
import { AppProviders } from './providers';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh');
});

// Only zh is bundled; en and es (messages, antd and dayjs locales) load when first chosen.
describe('i18n language packs', () => {
  it('when no language cookie is set, then zh is ready at once with its antd and dayjs locales', async () => {
    await i18nReady;
    render(
      <AppProviders>
        <Empty />
      </AppProviders>,
    );
    expect(i18n.language).toBe('zh');
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
    expect(dayjs('2024-03-01').format('MMMM')).toBe('三月');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it.each([
    ['en', 'No data', 'March', 'Language', 'en'],
    ['es', 'No hay datos', 'marzo', 'Idioma', 'es'],
  ])(
    'when the language changes to %s, then messages, antd and dayjs follow once loaded',
    async (language, noData, month, label, htmlLang) => {
      render(
        <AppProviders>
          <Empty />
        </AppProviders>,
      );
      await act(() => i18n.changeLanguage(language));
      expect(i18n.t('language.label')).toBe(label);
      expect(screen.getAllByText(noData).length).toBeGreaterThan(0);
      expect(dayjs('2024-03-01').format('MMMM')).toBe(month);
      expect(document.documentElement.lang).toBe(htmlLang);
    },
  );
});
