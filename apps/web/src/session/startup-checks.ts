import {
  AUDIT_STATUS,
  type CurrentProject,
  DIVISION,
  isProjectInfoComplete,
  RESPONSE_CODE,
  type Role,
  SPECIMEN_REMINDER,
  TENDER_ALERT,
  type Tender,
} from '@zhuji/shared';

// The start-up flow of docs/product.md §4 (and the specimen-association reminder of docs/product.md §6 and §8) as pure
// decisions, plus a runner that loads only what the decisions ask for. No React here: the dialogs
// in shell/dialogs show what `runStartupChecks` answers.

/** What the flow reads of the current project. */
export type StartupProject = Pick<
  CurrentProject,
  'id' | 'auditStatus' | 'money' | 'contractModeValue' | 'division'
>;

export interface StartupFacts {
  project: StartupProject | null | undefined;
  role: Pick<Role, 'id' | 'compType'> | null | undefined;
  /** The current unit's company type; it comes from the current role's compType (docs/product.md §3). */
  compTypeId?: number | null | undefined;
  /** The page is a route with meta.windowType 'newWindow' (docs/product.md §2.4): no start-up checks. */
  newWindow: boolean;
  /** The specimen-association reminder flag of this project (on until 'Got it' is pressed). */
  reminderOn: boolean;
}

/** The answer of the specimen count call: the envelope's code and message, the count on success. */
export interface SpecimenCountResult {
  code: number;
  msg: string;
  data?: number | null | undefined;
}

export type StartupAlert =
  | { kind: 'contractMissing' }
  | { kind: 'tenderMissing' }
  | { kind: 'specimenReminder'; count: number }
  | { kind: 'specimenError'; message: string };

/** Money is a decimal string (万元); blank, unparsable or zero counts as not registered. */
export function projectMoney(money: string | number | null | undefined): number | undefined {
  if (money === null || money === undefined) return undefined;
  const value = typeof money === 'number' ? money : Number(String(money).trim() || Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** docs/product.md §4: the checks run only for a project in audit status 3, and never in a new-window page. */
export const shouldRunStartupChecks = (facts: Pick<StartupFacts, 'project' | 'newWindow'>): boolean =>
  !facts.newWindow && facts.project?.auditStatus === AUDIT_STATUS.STARTUP_CHECK;

/** Step 1: the contract (money) or overview (contract mode) information is missing. */
export const lacksContractInfo = (project: StartupProject): boolean =>
  projectMoney(project.money) === undefined || !project.contractModeValue?.trim();

/** docs/product.md §6: the tender reminder is the main contractor's project leader's to act on. */
export const tenderAlertConcerns = (facts: Pick<StartupFacts, 'role'>): boolean =>
  facts.role?.compType === TENDER_ALERT.COMP_TYPE && facts.role.id === TENDER_ALERT.ROLE_ID;

/** Step 3: no tender, money ≥ 50 and a tendering contract mode → ask for the tender registration. */
export function needsTenderAlert(project: StartupProject, tender: Tender | null | undefined): boolean {
  if (tender !== null) return false; // undefined: the detail could not be loaded, so nothing is known
  const money = projectMoney(project.money);
  return (
    money !== undefined &&
    money >= TENDER_ALERT.MONEY_THRESHOLD &&
    (TENDER_ALERT.CONTRACT_MODES as readonly string[]).includes(project.contractModeValue ?? '')
  );
}

export const isPileProject = (project: StartupProject): boolean =>
  project.division === DIVISION.PILE_FOUNDATION;

/** docs/product.md §6: company type 1, role id 3, 5, 10, 19 or 21, and the flag still on. */
export function specimenReminderAllowed(facts: Pick<StartupFacts, 'role' | 'compTypeId' | 'reminderOn'>) {
  const { role } = facts;
  if (!facts.reminderOn || !role) return false;
  const compType = facts.compTypeId ?? role.compType;
  return (
    compType === SPECIMEN_REMINDER.COMP_TYPE &&
    (SPECIMEN_REMINDER.ROLE_IDS as readonly number[]).includes(role.id)
  );
}

/** Step 4 applies: a pile-foundation project and a user the reminder concerns. */
export const shouldCheckSpecimens = (facts: StartupFacts): boolean =>
  Boolean(facts.project && isPileProject(facts.project)) && specimenReminderAllowed(facts);

/** docs/product.md §8: code 200 and a count above 0 → the reminder; another code → the server's message. */
export function specimenOutcome(result: SpecimenCountResult): StartupAlert | undefined {
  if (result.code !== RESPONSE_CODE.OK) return { kind: 'specimenError', message: result.msg };
  const count = Number(result.data ?? 0);
  return Number.isFinite(count) && count > 0 ? { kind: 'specimenReminder', count } : undefined;
}

export interface StartupLoaded {
  /** The tender detail: a record, null when none is registered, undefined when it was not loaded. */
  tender?: Tender | null | undefined;
  specimen?: SpecimenCountResult | undefined;
}

/** The alerts to show, in order, for the facts and what was loaded. Pure. */
export function decideStartup(facts: StartupFacts, loaded: StartupLoaded): StartupAlert[] {
  const { project } = facts;
  if (!project || !shouldRunStartupChecks(facts)) return [];
  const alerts: StartupAlert[] = [];
  if (lacksContractInfo(project)) alerts.push({ kind: 'contractMissing' });
  if (tenderAlertConcerns(facts) && needsTenderAlert(project, loaded.tender))
    alerts.push({ kind: 'tenderMissing' });
  if (shouldCheckSpecimens(facts) && loaded.specimen) {
    const outcome = specimenOutcome(loaded.specimen);
    if (outcome) alerts.push(outcome);
  }
  return alerts;
}

export interface StartupDeps {
  /** GET /api/tender/detail?proId= — resolves null when no tender is registered; rejects on failure. */
  loadTender: (projectId: number) => Promise<Tender | null>;
  /** GET /api/inspection/specimen/unlinkedCount?proId= — the envelope's code, msg and data. */
  loadSpecimenCount: (projectId: number) => Promise<SpecimenCountResult>;
}

/**
 * The flow of docs/product.md §4: nothing unless it should run; the tender detail only for the main
 * contractor's project leader (§6); the specimen count only for a pile project and a user the reminder concerns. A failed tender load (already shown by the request
 * layer) skips the tender alert only.
 */
export async function runStartupChecks(facts: StartupFacts, deps: StartupDeps): Promise<StartupAlert[]> {
  const { project } = facts;
  if (!project || !shouldRunStartupChecks(facts)) return [];
  const loaded: StartupLoaded = {};
  if (tenderAlertConcerns(facts)) {
    try {
      loaded.tender = await deps.loadTender(project.id);
    } catch {
      loaded.tender = undefined;
    }
  }
  if (shouldCheckSpecimens(facts)) {
    try {
      loaded.specimen = await deps.loadSpecimenCount(project.id);
    } catch {
      loaded.specimen = undefined;
    }
  }
  return decideStartup(facts, loaded);
}

// ---------------------------------------------------------------------------------------------
// The navbar's two blocking modals (docs/product.md §4): the main project's information, then the sub-project's
// design information. Either one makes the app unusable until it is completed.
// ---------------------------------------------------------------------------------------------

export type ProjectBlock = 'infoIncomplete' | 'designIncomplete';

/**
 * Which blocking modal applies: the project information is complete when the auditStatus of the
 * current project's entry in the project list (the project's own when the list lacks it) is -1 or 3;
 * the design information is incomplete when baseStatus or mainStatus is 0.
 */
export function projectBlock(
  project: Pick<CurrentProject, 'auditStatus' | 'baseStatus' | 'mainStatus'> | null | undefined,
  listAuditStatus?: number | undefined,
): ProjectBlock | undefined {
  if (!project) return undefined;
  if (!isProjectInfoComplete(listAuditStatus ?? project.auditStatus)) return 'infoIncomplete';
  if (project.baseStatus === 0 || project.mainStatus === 0) return 'designIncomplete';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The reminder flag: on for every project of a login, off once 'Got it' is pressed. Kept per tab
// in sessionStorage, so a reload does not bring the reminder back; a new login starts over.
// ---------------------------------------------------------------------------------------------

const REMINDER_OFF_PREFIX = 'zhuji:specimenReminderOff:';

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const sessionStore = (): KeyStorage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

export function isReminderOn(projectId: number, storage = sessionStore()): boolean {
  return storage?.getItem(`${REMINDER_OFF_PREFIX}${projectId}`) !== '1';
}

/** 'Got it': the reminder stays away for this project until the next login in this tab. */
export function turnReminderOff(projectId: number, storage = sessionStore()): void {
  storage?.setItem(`${REMINDER_OFF_PREFIX}${projectId}`, '1');
}

/** A new login: every project's reminder is on again. */
export function resetReminderFlags(storage = sessionStore()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(REMINDER_OFF_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
