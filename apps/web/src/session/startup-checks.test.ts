import { CONTRACT_MODE, DIVISION, type Tender } from '@zhuji/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  decideStartup,
  isReminderOn,
  lacksContractInfo,
  needsTenderAlert,
  projectBlock,
  projectMoney,
  resetReminderFlags,
  runStartupChecks,
  type SpecimenCountResult,
  type StartupFacts,
  type StartupProject,
  shouldCheckSpecimens,
  specimenOutcome,
  specimenReminderAllowed,
  turnReminderOff,
} from './startup-checks';

const pile = (overrides: Partial<StartupProject> = {}): StartupProject => ({
  id: 7,
  auditStatus: 3,
  money: '3860.5000',
  contractModeValue: CONTRACT_MODE.PUBLIC_BIDDING,
  division: DIVISION.PILE_FOUNDATION,
  ...overrides,
});

const facts = (overrides: Partial<StartupFacts> = {}): StartupFacts => ({
  project: pile(),
  role: { id: 3, compType: 1 },
  compTypeId: 1,
  newWindow: false,
  reminderOn: true,
  ...overrides,
});

const tender: Tender = {
  id: 1,
  projectId: 7,
  tenderMode: CONTRACT_MODE.PUBLIC_BIDDING,
  winningUnit: '浙江华东建工集团有限公司',
  bidMoney: '3860.5000',
  bidDate: '2026-03-01',
  announcementNo: null,
  createdAt: '2026-03-01T00:00:00Z',
};

const ok = (count: number): SpecimenCountResult => ({ code: 200, msg: '', data: count });

describe('start-up decisions (spec §4)', () => {
  it.each([
    [-1, 'info complete but not audited'],
    [0, 'new'],
    [1, 'submitted'],
    [2, 'rejected'],
  ])('when the audit status is %i (%s), then nothing is checked or loaded', async (auditStatus) => {
    const subject = facts({ project: pile({ auditStatus, money: null, contractModeValue: null }) });
    expect(decideStartup(subject, { tender: null, specimen: ok(4) })).toEqual([]);
    const deps = { loadTender: vi.fn(), loadSpecimenCount: vi.fn() };
    expect(await runStartupChecks(subject, deps)).toEqual([]);
    expect(deps.loadTender).not.toHaveBeenCalled();
    expect(deps.loadSpecimenCount).not.toHaveBeenCalled();
  });

  it('when there is no current project, then nothing is checked', () => {
    expect(decideStartup(facts({ project: null }), { tender: null, specimen: ok(4) })).toEqual([]);
  });

  it('when the route opens in a new window, then nothing is checked', async () => {
    const deps = { loadTender: vi.fn(), loadSpecimenCount: vi.fn() };
    expect(await runStartupChecks(facts({ newWindow: true }), deps)).toEqual([]);
    expect(deps.loadTender).not.toHaveBeenCalled();
  });

  it.each([
    [null, 'null'],
    ['', 'blank'],
    ['  ', 'spaces'],
    ['0', 'zero'],
    ['0.0000', 'zero with decimals'],
    ['abc', 'not a number'],
  ] as const)('when the money is %j (%s), then the contract alert shows', (money, _label) => {
    const project = pile({ money });
    expect(projectMoney(money)).toBeUndefined();
    expect(lacksContractInfo(project)).toBe(true);
    expect(decideStartup(facts({ project }), { tender })).toEqual([{ kind: 'contractMissing' }]);
  });

  it.each([null, '', ' '])('when the contract mode is %j, then the contract alert shows', (mode) => {
    const project = pile({ contractModeValue: mode });
    expect(decideStartup(facts({ project }), { tender })).toEqual([{ kind: 'contractMissing' }]);
  });

  it('when money and contract mode are registered, then there is no contract alert', () => {
    expect(lacksContractInfo(pile())).toBe(false);
    expect(decideStartup(facts(), { tender })).toEqual([]);
  });

  it('when a tender is registered, then there is no tender alert', () => {
    expect(needsTenderAlert(pile(), tender)).toBe(false);
  });

  it('when no tender is registered and money ≥ 50 with public bidding, then the tender alert shows', () => {
    expect(needsTenderAlert(pile(), null)).toBe(true);
    expect(decideStartup(facts(), { tender: null })).toEqual([{ kind: 'tenderMissing' }]);
  });

  it.each([
    ['no role', null],
    ['the contractor’s quality inspector', { id: 5, compType: 1 }],
    ['the chief supervising engineer', { id: 41, compType: 3 }],
    ['the owner’s project leader', { id: 31, compType: 2 }],
  ])('when the user is %s, then the tender is neither loaded nor asked for (spec §6)', async (_who, role) => {
    expect(decideStartup(facts({ role }), { tender: null })).toEqual([]);
    const deps = {
      loadTender: vi.fn().mockResolvedValue(null),
      loadSpecimenCount: vi.fn().mockResolvedValue(ok(0)),
    };
    await runStartupChecks(facts({ role }), deps);
    expect(deps.loadTender).not.toHaveBeenCalled();
  });

  it('when no tender is registered with an invitation to tender, then the tender alert shows', () => {
    const project = pile({ money: '1280.0000', contractModeValue: CONTRACT_MODE.INVITATION_TO_TENDER });
    expect(needsTenderAlert(project, null)).toBe(true);
  });

  it.each([
    ['49.99', false],
    ['49.9999', false],
    ['50', true],
    ['50.0000', true],
    ['50.01', true],
  ])('when no tender is registered and the money is %s, then the tender alert is %s', (money, expected) => {
    expect(needsTenderAlert(pile({ money }), null)).toBe(expected);
  });

  it.each([['DIRECT_AWARD'], ['OTHER']])(
    'when the contract mode is %s, then no tender is asked for',
    (mode) => {
      expect(needsTenderAlert(pile({ contractModeValue: mode }), null)).toBe(false);
    },
  );

  it('when the tender detail could not be loaded, then no tender alert shows', async () => {
    expect(needsTenderAlert(pile(), undefined)).toBe(false);
    const deps = {
      loadTender: vi.fn().mockRejectedValue(new Error('network')),
      loadSpecimenCount: vi.fn().mockResolvedValue(ok(0)),
    };
    expect(await runStartupChecks(facts(), deps)).toEqual([]);
    expect(deps.loadSpecimenCount).toHaveBeenCalledWith(7);
  });

  it('when the money is missing, then the tender alert does not show on top of the contract alert', () => {
    expect(decideStartup(facts({ project: pile({ money: null }) }), { tender: null })).toEqual([
      { kind: 'contractMissing' },
    ]);
  });

  it('when everything is missing, then the alerts come in the order of spec §4', () => {
    const project = pile({ contractModeValue: null });
    expect(decideStartup(facts({ project }), { tender: null, specimen: ok(2) })).toEqual([
      { kind: 'contractMissing' },
      { kind: 'specimenReminder', count: 2 },
    ]);
    expect(decideStartup(facts(), { tender: null, specimen: ok(2) })).toEqual([
      { kind: 'tenderMissing' },
      { kind: 'specimenReminder', count: 2 },
    ]);
  });
});

describe('specimen association reminder (spec §6, §8)', () => {
  it('when a pile project has unlinked groups, then the reminder shows their number', () => {
    expect(decideStartup(facts(), { tender, specimen: ok(4) })).toEqual([
      { kind: 'specimenReminder', count: 4 },
    ]);
  });

  it('when every group is linked, then no reminder shows', () => {
    expect(decideStartup(facts(), { tender, specimen: ok(0) })).toEqual([]);
    expect(specimenOutcome({ code: 200, msg: '', data: null })).toBeUndefined();
  });

  it('when the count answers another code, then the server message is the error', () => {
    expect(specimenOutcome({ code: 500, msg: '统计失败' })).toEqual({
      kind: 'specimenError',
      message: '统计失败',
    });
    expect(decideStartup(facts(), { tender, specimen: { code: 403, msg: '无权访问' } })).toEqual([
      { kind: 'specimenError', message: '无权访问' },
    ]);
  });

  it('when the project is a main-structure project, then the count is not checked', async () => {
    const subject = facts({ project: pile({ division: DIVISION.MAIN }) });
    expect(shouldCheckSpecimens(subject)).toBe(false);
    expect(decideStartup(subject, { tender, specimen: ok(4) })).toEqual([]);
    const deps = { loadTender: vi.fn().mockResolvedValue(tender), loadSpecimenCount: vi.fn() };
    expect(await runStartupChecks(subject, deps)).toEqual([]);
    expect(deps.loadSpecimenCount).not.toHaveBeenCalled();
  });

  it.each([3, 5, 10, 19, 21])('when a contractor holds role %i, then the reminder concerns them', (id) => {
    expect(specimenReminderAllowed({ role: { id, compType: 1 }, compTypeId: 1, reminderOn: true })).toBe(
      true,
    );
  });

  it.each([1, 4, 20, 41, 42])(
    'when a contractor holds role %i, then the reminder does not concern them',
    (id) => {
      expect(specimenReminderAllowed({ role: { id, compType: 1 }, compTypeId: 1, reminderOn: true })).toBe(
        false,
      );
    },
  );

  it.each([2, 3, 6, 9])(
    'when the company type is %i, then the reminder does not concern them',
    (compType) => {
      expect(
        specimenReminderAllowed({ role: { id: 3, compType }, compTypeId: compType, reminderOn: true }),
      ).toBe(false);
    },
  );

  it('when the unit has no company type, then the role’s company type decides', () => {
    expect(
      specimenReminderAllowed({ role: { id: 3, compType: 1 }, compTypeId: null, reminderOn: true }),
    ).toBe(true);
    expect(
      specimenReminderAllowed({ role: { id: 3, compType: 3 }, compTypeId: null, reminderOn: true }),
    ).toBe(false);
  });

  it('when there is no current role, then the reminder does not show', () => {
    expect(specimenReminderAllowed({ role: null, compTypeId: 1, reminderOn: true })).toBe(false);
  });

  it('when a supervisor logs in, then the count is never loaded', async () => {
    const supervisor = facts({ role: { id: 42, compType: 3 }, compTypeId: 3 });
    const deps = { loadTender: vi.fn().mockResolvedValue(tender), loadSpecimenCount: vi.fn() };
    expect(await runStartupChecks(supervisor, deps)).toEqual([]);
    expect(deps.loadSpecimenCount).not.toHaveBeenCalled();
  });

  it('when the flag is off, then the count is not loaded and no reminder shows', async () => {
    const off = facts({ reminderOn: false });
    expect(decideStartup(off, { tender, specimen: ok(4) })).toEqual([]);
    const deps = { loadTender: vi.fn().mockResolvedValue(tender), loadSpecimenCount: vi.fn() };
    expect(await runStartupChecks(off, deps)).toEqual([]);
    expect(deps.loadSpecimenCount).not.toHaveBeenCalled();
  });

  it('when the checks run, then the tender and the count are loaded for the current project', async () => {
    const deps = {
      loadTender: vi.fn().mockResolvedValue(null),
      loadSpecimenCount: vi.fn().mockResolvedValue(ok(4)),
    };
    expect(await runStartupChecks(facts(), deps)).toEqual([
      { kind: 'tenderMissing' },
      { kind: 'specimenReminder', count: 4 },
    ]);
    expect(deps.loadTender).toHaveBeenCalledWith(7);
    expect(deps.loadSpecimenCount).toHaveBeenCalledWith(7);
  });

  it('when "Got it" is pressed, then the flag is off for that project only, until a new login', () => {
    window.sessionStorage.clear();
    expect(isReminderOn(7)).toBe(true);
    turnReminderOff(7);
    expect(isReminderOn(7)).toBe(false);
    expect(isReminderOn(8)).toBe(true);
    window.sessionStorage.setItem('other', 'kept');
    resetReminderFlags();
    expect(isReminderOn(7)).toBe(true);
    expect(window.sessionStorage.getItem('other')).toBe('kept');
  });
});

describe('blocking project modals (spec §4 navbar modals)', () => {
  const project = { auditStatus: 3, baseStatus: 1, mainStatus: 1 };

  it.each([-1, 3])(
    'when the list says audit status %i and design is complete, then nothing blocks',
    (status) => {
      expect(projectBlock(project, status)).toBeUndefined();
    },
  );

  it.each([0, 1, 2])(
    'when the list says audit status %i, then the project information modal shows',
    (status) => {
      expect(projectBlock(project, status)).toBe('infoIncomplete');
    },
  );

  it('when the list lacks the project, then its own audit status decides', () => {
    expect(projectBlock({ ...project, auditStatus: 1 })).toBe('infoIncomplete');
    expect(projectBlock(project)).toBeUndefined();
  });

  it.each([
    [0, 1],
    [1, 0],
    [0, 0],
  ])('when baseStatus is %i and mainStatus %i, then the design information modal shows', (base, main) => {
    expect(projectBlock({ auditStatus: 3, baseStatus: base, mainStatus: main })).toBe('designIncomplete');
  });

  it('when the information is incomplete too, then that modal wins', () => {
    expect(projectBlock({ auditStatus: 0, baseStatus: 0, mainStatus: 0 })).toBe('infoIncomplete');
  });

  it('when there is no current project, then nothing blocks', () => {
    expect(projectBlock(null)).toBeUndefined();
  });
});
