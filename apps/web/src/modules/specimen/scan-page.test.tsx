import { cleanup, render, screen } from '@testing-library/react';
import type { JointLotItem, RebarBatchDetail } from '@zhuji/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userInfoFixture } from '../../../test/user-info';
import i18n from '../../app/i18n';
import { AppProviders } from '../../app/providers';
import { queryClient } from '../../app/query-client';
import { resetSession, useSessionStore } from '../../session/session-store';
import { removeToken, writeToken } from '../../session/token';
import { ScanPage } from './scan-page';

// The scan page resolves a label's code by its prefix (docs/domains/witness.md "Labels and scanning"):
// CL- is a material sample and JT- a welded-joint or splice lot, opened by the material-inspection module's
// scan calls.

const envelope = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, data, msg: code === 200 ? '' : '记录不存在', url: null }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

const user = userInfoFixture({
  name: '王海涛',
  roles: [{ id: 41, name: '总监理工程师', compType: 4 }],
  currentRole: { id: 41, name: '总监理工程师', compType: 4 },
  currentAccount: { checkCode: false, situation: 1, name: '王海涛', phone: '13505710007', judge: false },
  currentUnit: { id: 4, name: '浙江江南工程管理股份有限公司', compTypeId: 4 },
});

const CODE = 'CL-11-20261121-001';
const batch: RebarBatchDetail = {
  id: 7,
  projectId: 11,
  registrationId: null,
  batchNo: 'GJ-2026-017',
  sampleNo: CODE,
  grade: 'HRB400',
  heatNo: '24A-10321',
  diameterMm: 25,
  tonnage: '58.420',
  manufacturer: '杭州钢铁集团有限公司',
  certified: false,
  seismic: false,
  arrivalDate: '2026-11-21',
  certificateNo: '',
  pileIds: [],
  pileNos: [],
  remark: '',
  status: 'pending',
  capacityTonnes: 60,
  specimens: { tensile: 2, bend: 2, weightBars: 5 },
  firstFailed: [],
  retestPlan: [],
  rectificationId: null,
  createdAt: '2026-11-21T02:00:00.000Z',
  tests: [],
};

const JOINT = 'JT-11-20261121-002';
const lot: JointLotItem = {
  id: 9,
  projectId: 11,
  category: 'sleeve',
  lotNo: 'TT-2026-004',
  sampleNo: JOINT,
  jointKind: 'straightThread',
  spliceGrade: 'I',
  barGrade: 'HRB400',
  diameterMm: 28,
  jointCount: 420,
  lotSize: 500,
  floorFrom: 2,
  floorTo: 3,
  pileIds: [],
  pileNos: [],
  operator: '陈立军',
  horizontal: false,
  tensile: [],
  bend: [],
  retestTensile: [],
  retestBend: [],
  specimens: [],
  retestSpecimens: [],
  tensileVerdict: 'pending',
  bendVerdict: null,
  verdict: 'pending',
  basis: '',
  reportNo: '',
  testDate: null,
  remark: '',
  rectificationId: null,
  createdAt: '2026-11-21T02:00:00.000Z',
};

let answer: (url: string) => Response;
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
    permittedNames: new Set(['SpecimenScan']),
    userRoles: [],
    routesVersion: 1,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return answer(String(input));
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

const renderAt = (code: string) =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/inspection/scan?code=${encodeURIComponent(code)}`]}>
        <ScanPage />
      </MemoryRouter>
    </AppProviders>,
  );

describe('扫码查验: material samples', () => {
  it('when a CL- code is opened, then the material scan call answers and the batch shows', async () => {
    answer = (url) =>
      url.includes('/api/inspection/rebar/scan')
        ? envelope({ batch, projectName: '一标段 桩基工程' })
        : envelope(null, 404);
    renderAt(CODE);
    const result = await screen.findByTestId('scan-result');
    expect(result.getAttribute('data-code')).toBe(CODE);
    expect(result.textContent).toContain('GJ-2026-017');
    expect(result.textContent).toContain('HRB400 Φ25');
    expect(screen.getByTestId('scan-material-status').textContent).toBe('待复试');
    expect(calls.some((c) => c.startsWith(`/api/inspection/rebar/scan?code=${CODE}`))).toBe(true);
    expect(calls.some((c) => c.includes('/api/inspection/specimen/scan'))).toBe(false);
  });

  it('when the caller may not see the sample, then the page says so as for an unknown code', async () => {
    answer = () => envelope(null, 404);
    renderAt(CODE);
    expect(await screen.findByText('没有找到该材料样品，或您无权查看')).toBeTruthy();
  });

  it('when a test-block code is opened, then the specimen scan call is asked, not the material one', async () => {
    answer = () => envelope(null, 404);
    renderAt('SK-11-20261121-001');
    expect(await screen.findByText('没有找到该试块，或您无权查看')).toBeTruthy();
    expect(calls.some((c) => c.includes('/api/inspection/specimen/scan?code=SK-11-20261121-001'))).toBe(true);
    expect(calls.some((c) => c.includes('/api/inspection/rebar/scan'))).toBe(false);
  });
});

describe('扫码查验: welded-joint and splice lots', () => {
  it('when a JT- code is opened, then the joint scan call answers and the lot shows', async () => {
    answer = (url) =>
      url.includes('/api/inspection/joint/scan')
        ? envelope({ lot, projectName: '一标段 桩基工程' })
        : envelope(null, 404);
    renderAt(JOINT);
    const result = await screen.findByTestId('scan-result');
    expect(result.getAttribute('data-code')).toBe(JOINT);
    expect(result.textContent).toContain('TT-2026-004');
    expect(result.textContent).toContain('钢筋机械连接接头 · 滚轧直螺纹 · I');
    expect(result.textContent).toContain('420 / 500');
    expect(screen.getByTestId('scan-joint-verdict').textContent).toBe('待检');
    expect(calls.some((c) => c.startsWith(`/api/inspection/joint/scan?code=${JOINT}`))).toBe(true);
    expect(calls.some((c) => c.includes('/api/inspection/specimen/scan'))).toBe(false);
    expect(calls.some((c) => c.includes('/api/inspection/rebar/scan'))).toBe(false);
  });

  it('when the caller may not see the lot, then the page says so as for an unknown code', async () => {
    answer = () => envelope(null, 404);
    renderAt(JOINT);
    expect(await screen.findByText('没有找到该材料样品，或您无权查看')).toBeTruthy();
  });
});
