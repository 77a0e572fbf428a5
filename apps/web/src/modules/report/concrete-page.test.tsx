import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReportConcrete } from '@zhuji/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/envelope';
import { userInfoFixture } from '../../../test/user-info';
import i18n from '../../app/i18n';
import { AppProviders } from '../../app/providers';
import { queryClient } from '../../app/query-client';
import { resetSession, useSessionStore } from '../../session/session-store';
import { removeToken, writeToken } from '../../session/token';
import { ReportConcretePage } from './concrete-page';

// The charts draw on a canvas the test DOM does not have; what they are given is what matters here.
vi.mock('./report-chart', () => ({
  ReportChart: ({ categories }: { categories: string[] }) => (
    <div data-testid="chart">{categories.join(',')}</div>
  ),
}));

const user = userInfoFixture();

const zero = { pours: 0, volumeM3: '0.000', required: 0, made: 0, rate: null };
const report = (over: Partial<ReportConcrete['summary']> = {}): ReportConcrete => ({
  from: '2025-12-01',
  to: '2026-11-27',
  grades: ['C30'],
  summary: {
    ...zero,
    missing: 0,
    tested: 0,
    invalid: 0,
    lotsPassed: 0,
    lotsFailed: 0,
    witness: { total: 0, witnessed: 0, ratio: 1, needed: 0, pass: true, minRatio: 0.3 },
    ...over,
  },
  byMonth: [
    { month: '2026-10', ...zero },
    {
      month: '2026-11',
      ...zero,
      ...(over.pours ? { pours: 2, volumeM3: '55.200', required: 4, made: 3, rate: 0.75 } : {}),
    },
  ],
  byGrade: over.pours
    ? [
        {
          grade: 'C30',
          pours: 2,
          volumeM3: '55.200',
          required: 4,
          made: 3,
          rate: 0.75,
          tested: 1,
          invalid: 0,
          min: '38.5',
          mean: '38.5',
          lotsPassed: 1,
          lotsFailed: 0,
        },
      ]
    : [],
});

let answer: () => Response;
let calls: string[];

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
beforeEach(() => {
  writeToken('token-a');
  calls = [];
  useSessionStore.setState({
    status: 'ready',
    user,
    projects: [],
    vipProjectInterests: [],
    fireControl: null,
    routes: [],
    permittedNames: new Set(['ReportConcrete']),
    userRoles: [],
    routesVersion: 1,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  removeToken();
  resetSession();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <AppProviders>
      <ReportConcretePage />
    </AppProviders>,
  );

describe('混凝土报表', () => {
  it('when the period has pours, then the cards, the chart months and the grade table show the figures', async () => {
    answer = () =>
      envelope(report({ pours: 2, volumeM3: '55.200', required: 4, made: 3, rate: 0.75, missing: 1 }));
    renderPage();
    const card = await screen.findByTestId('report-test-block-rate');
    expect(card.textContent).toContain('试块留置率75.00%');
    expect(card.textContent).toContain('应留 4 组 / 实留 3 组 · 留置不足 1 处');
    expect(screen.getAllByTestId('chart')[0]?.textContent).toBe('2026-10,2026-11');
    expect(screen.getAllByText('38.5').length).toBe(2);
    // The call asks for the last 12 months of the current project.
    expect(calls[0]).toMatch(/^\/api\/report\/concrete\?proId=11&from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  });

  it('when the period holds nothing, then the empty state says so', async () => {
    answer = () => envelope(report());
    renderPage();
    expect(await screen.findByText('所选期间内本项目还没有相关记录')).toBeTruthy();
  });

  it('when the call fails, then a retry is offered and it asks again', async () => {
    answer = () => new Response('boom', { status: 500 });
    renderPage();
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    expect(screen.getByText('报表加载失败，请稍后重试')).toBeTruthy();
    const before = calls.length;
    answer = () => envelope(report());
    fireEvent.click(retry);
    expect(await screen.findByText('所选期间内本项目还没有相关记录')).toBeTruthy();
    expect(calls.length).toBe(before + 1);
  });
});
