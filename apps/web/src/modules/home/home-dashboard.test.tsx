import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { WorkbenchItem } from '@zhuji/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/envelope';
import i18n from '../../app/i18n';
import { AppProviders } from '../../app/providers';
import { queryClient } from '../../app/query-client';
import { resetSession, useSessionStore } from '../../session/session-store';
import { demoUser } from '../../session/test-menu';
import { removeToken, writeToken } from '../../session/token';
import { HomeDashboard } from './home-dashboard';

// The workbench in en/es names the platform's reference data in that language (issue 22): the roles of
// the session (stored in Chinese) through the shared catalogue, the card tags through the server's
// options, which a language switch fetches again.

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const item: WorkbenchItem = {
  proId: 11,
  projectName: '一标段 桩基工程',
  mainProjectName: '钱塘新区江东安置房（一期）项目',
  division: 'PILE_FOUNDATION',
  auditStatus: 3,
  progressStatus: 'in_progress',
  buildingCount: 6,
  partiesRegistered: 5,
  memberCount: 9,
  outputReportDue: false,
  pendingApprovals: 0,
  openWarnings: 0,
} as WorkbenchItem;

/** The server's options, labelled in the language the request asked for, as the server does. */
const OPTION_LABELS = {
  zh: { division: '桩基工程', audit: '审核通过', progress: '在建' },
  en: { division: 'Pile foundation', audit: 'Approved', progress: 'In progress' },
  es: { division: 'Cimentación por pilotes', audit: 'Aprobado', progress: 'En curso' },
} as const;
let optionCalls: string[];

beforeEach(() => {
  writeToken('token-a');
  optionCalls = [];
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const lang = (new Headers(init?.headers).get('Accept-Language') ?? 'zh') as keyof typeof OPTION_LABELS;
      if (url.startsWith('/api/project/workbench')) return envelope([item]);
      if (url.startsWith('/api/project/new/options')) {
        optionCalls.push(lang);
        const l = OPTION_LABELS[lang];
        return envelope({
          divisions: [{ value: 'PILE_FOUNDATION', label: l.division }],
          contractModes: [],
          auditStatuses: [{ value: 3, label: l.audit }],
          progressStatuses: [{ value: 'in_progress', label: l.progress }],
          partyTypes: [],
          fireControlTypes: [],
        });
      }
      return new Response('not found', { status: 404 });
    }),
  );
  useSessionStore.setState({
    status: 'ready',
    user: demoUser(),
    projects: [],
    vipProjectInterests: [],
    fireControl: null,
    routes: [],
    permittedNames: new Set(),
    userRoles: [],
    routesVersion: 1,
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  removeToken();
  resetSession();
  queryClient.clear();
  await i18n.changeLanguage('zh');
});

const renderDashboard = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <HomeDashboard />
      </MemoryRouter>
    </AppProviders>,
  );

/** The text of the role cell (the cell after its label) and of the project card's tags. */
const roleText = () =>
  screen.getByText(/Rol actual|Current role|当前角色/).closest('th, td')!.nextElementSibling!.textContent ??
  '';
const cardTags = () =>
  [...screen.getByTestId('workbench-card-11').querySelectorAll('.ant-tag')].map((tag) => tag.textContent);

describe('the workbench in the UI language', () => {
  it.each([
    ['en', ['Project manager', 'Project technical lead'], ['Pile foundation', 'Approved', 'In progress']],
    [
      'es',
      ['Jefe de proyecto', 'Responsable técnico del proyecto'],
      ['Cimentación por pilotes', 'Aprobado', 'En curso'],
    ],
  ] as const)(
    'when shown in %s, then the roles and card tags are named in it, none in Chinese',
    async (lang, roles, tags) => {
      await i18n.changeLanguage(lang);
      renderDashboard();
      await waitFor(() => expect(cardTags()).toEqual(expect.arrayContaining([...tags])), { timeout: 5000 });
      for (const role of roles) expect(roleText()).toContain(role);
      expect(CJK.test(roleText())).toBe(false);
      expect(cardTags().filter((tag) => CJK.test(tag ?? ''))).toEqual([]);
    },
  );

  it('when the language is switched on the page, then the roles follow at once and the options are fetched again', async () => {
    renderDashboard();
    await waitFor(() => expect(cardTags()).toContain('审核通过'), { timeout: 5000 });
    expect(roleText()).toContain('项目经理');
    await act(() => i18n.changeLanguage('en'));
    expect(roleText()).toContain('Project manager');
    await waitFor(() => expect(cardTags()).toEqual(expect.arrayContaining(['Pile foundation', 'Approved'])), {
      timeout: 5000,
    });
    expect(optionCalls).toEqual(['zh', 'en']);
  });
});
