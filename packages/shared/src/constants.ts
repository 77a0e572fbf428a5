/**
 * Business constants and limits of docs/product.md §9, plus the route and cookie names the spec fixes elsewhere
 * (docs/product.md §2, §4). Every value is named once here; the web and the server import it instead of repeating it.
 */

// ---------------------------------------------------------------------------
// Layout and timing
// ---------------------------------------------------------------------------

export const LAYOUT = {
  SIDEBAR_WIDTH: 230,
  /** Below this viewport width (px) the device counts as mobile and the sidebar overlays the content. */
  MOBILE_THRESHOLD: 1024,
} as const;

export const TIMING = {
  /** Changing the current project reloads the page after this delay, so the change request can finish. */
  PROJECT_SWITCH_RELOAD_DELAY_MS: 500,
  LOGOUT_DEBOUNCE_MS: 300,
  ROUTE_SIZE_WATCH_INTERVAL_MS: 300,
  REQUEST_TIMEOUT_MS: 120_000,
  /** Imports parse large spreadsheets on the server, hence the longer budget. */
  IMPORT_TIMEOUT_MS: 600_000,
  MESSAGE_DURATION_MS: 5000,
  VERIFICATION_COUNTDOWN_S: 60,
} as const;

/** The unread badge shows '99+' above this. */
export const UNREAD_BADGE_MAX = 99;

/** The phone suggestion search waits for this many typed characters to keep the result list small. */
export const PHONE_SUGGEST_MIN_CHARS = 6;

// ---------------------------------------------------------------------------
// Paging
// ---------------------------------------------------------------------------

export const PAGINATION = {
  LIMIT: 20,
  PAGE_SIZES: [5, 10, 20, 30, 50],
  PAGER_COUNT: 5,
} as const;

// ---------------------------------------------------------------------------
// Project, tender and start-up checks
// ---------------------------------------------------------------------------

export const DIVISION = {
  MAIN: 'MAIN',
  PILE_FOUNDATION: 'PILE_FOUNDATION',
} as const;
export type Division = (typeof DIVISION)[keyof typeof DIVISION];

export const AUDIT_STATUS = {
  /** A project whose auditStatus is one of these has its main information complete. */
  INFO_COMPLETE: [-1, 3],
  /** Only projects in this audit status run the start-up checks (contract, tender, specimens). */
  STARTUP_CHECK: 3,
} as const;

export const isProjectInfoComplete = (auditStatus: number | null | undefined): boolean =>
  auditStatus !== null &&
  auditStatus !== undefined &&
  (AUDIT_STATUS.INFO_COMPLETE as readonly number[]).includes(auditStatus);

/** Sent with the change-project call and the user-info call. */
export const PLATFORM_TYPE = 1;

export const CONTRACT_MODE = {
  PUBLIC_BIDDING: 'PUBLIC_BIDDING',
  INVITATION_TO_TENDER: 'INVITATION_TO_TENDER',
} as const;
export type ContractMode = (typeof CONTRACT_MODE)[keyof typeof CONTRACT_MODE];

export const TENDER_ALERT = {
  /** A project with at least this money and no tender record is asked to register its tender. */
  MONEY_THRESHOLD: 50,
  CONTRACT_MODES: [CONTRACT_MODE.PUBLIC_BIDDING, CONTRACT_MODE.INVITATION_TO_TENDER],
  /** docs/product.md §6: the reminder goes to the main contractor's project leader (项目经理) only. */
  COMP_TYPE: 1,
  ROLE_ID: 3,
} as const;

/** The specimen-association reminder only concerns this company type and these roles. */
export const SPECIMEN_REMINDER = {
  COMP_TYPE: 1,
  ROLE_IDS: [3, 5, 10, 19, 21],
} as const;

/** Completion records: gcPileState is read from the first code, whPileState from the second. */
export const PILE_SUB_BRANCH_CODE = {
  GC_PILE: '0101',
  WH_PILE: '0102',
} as const;

/** Value 1 keeps only the fire-management part of the menu; value 0 removes /fireManagement. */
export const FIRE_CONTROL_TYPE = {
  WITHOUT_FIRE_MANAGEMENT: 0,
  FIRE_MANAGEMENT_ONLY: 1,
} as const;

export const OUTPUT_NOTICE_DEFAULTS = {
  firstHalfStartDate: 5,
  firstHalfEndDate: 20,
} as const;

/** Default notice text: report last month's output between these days of the following month. */
export const OUTPUT_NOTICE_WINDOW = {
  FROM_DAY: 5,
  TO_DAY: 28,
} as const;

/** Above this the weekly quantity report is treated as a typing mistake. */
export const WEEK_VALUE_MAX = 10_000;

// ---------------------------------------------------------------------------
// Session, cookies and languages
// ---------------------------------------------------------------------------

export const AUTH_HEADER = 'x-auth-token';
export const TOKEN_COOKIE = 'person-auth-token';
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIDEBAR_COOKIE_VALUE = {
  OPENED: '1',
  CLOSED: '0',
} as const;
export const LANGUAGE_COOKIE = 'language';
export const SIZE_COOKIE = 'size';
export const DEFAULT_SIZE = 'medium';

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------
// Routes and API
// ---------------------------------------------------------------------------

export const API_PREFIX = {
  API: '/api',
  AUTH: '/auth',
} as const;

export const LOGIN_ROUTE = '/login';
export const HOME_ROUTE = '/home';
export const NOT_FOUND_ROUTE = '/404';
export const SERVER_ERROR_ROUTE = '/500';
export const NO_PERMISSION_ROUTE = '/401';
export const MY_MESSAGE_ROUTE = '/collaboration/myMessage';
/** The approval centre (审批中心): the navbar's pending-task badge leads there. */
export const APPROVAL_ROUTE = '/audit/approval';
/** Re-enters `/redirect{fullPath}`; used to refresh a tab and after a unit change. */
export const REDIRECT_PREFIX = '/redirect';

/** Paths reachable without a token (docs/product.md §2.1); `/redirect/*` is matched by prefix in isNoLoginRoute. */
export const NO_LOGIN_ROUTES = [
  LOGIN_ROUTE,
  '/register',
  '/announcement',
  '/auth-redirect',
  '/onlyPicture',
  '/rebarEngineering/previewDetection',
  NOT_FOUND_ROUTE,
  SERVER_ERROR_ROUTE,
] as const;

export const isNoLoginRoute = (path: string): boolean =>
  (NO_LOGIN_ROUTES as readonly string[]).includes(path) ||
  path === REDIRECT_PREFIX ||
  path.startsWith(`${REDIRECT_PREFIX}/`);

/** Permitted whatever the user's menu says. */
export const ALWAYS_PERMITTED_ROUTE_NAME = 'docPileIndexBaoShen';

/** Grouping levels without a page of their own, so their breadcrumb level is plain text. */
export const NON_CLICKABLE_BREADCRUMB_NAMES = [
  'ProjectAmountPlan',
  'ProjectProgress',
  'QualityControl',
  'Acceptance',
  'Check',
] as const;

/** i18n keys of the product names (docs/product.md §1); the host decides which platform name applies. */
export const APP_NAME_KEY = {
  DEFAULT_PLATFORM: 'app.name.saasPlatform',
  WHOLE_CHAIN_PLATFORM: 'app.name.wholeChainPlatform',
  MENU_HEADER: 'app.name.workbench',
  TITLE_SUFFIX: 'app.name.titleSuffix',
} as const;

// ---------------------------------------------------------------------------
// Display formats
// ---------------------------------------------------------------------------

export const DATE_FORMAT = {
  DATE: 'YYYY-MM-DD',
  DATETIME: 'YYYY-MM-DD HH:mm',
} as const;

export const THEME_COLORS = {
  blue: 'rgb(55,130,222)',
  purple: 'rgb(133,97,201)',
} as const;
export type ThemeName = keyof typeof THEME_COLORS;

/** Each unit is 1000 times the one before it. */
export const NUMBER_ABBREVIATION_UNITS = ['k', 'M', 'G', 'T', 'P', 'E'] as const;

/**
 * Short form like '1.2k'; values under 1000 are returned as they are. Rounds to `digits` decimals and
 * drops trailing zeros; a value that rounds up to 1000 of a unit moves to the next unit (999960 → '1M').
 */
export const abbreviateNumber = (n: number, digits = 1): string => {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const trim = (s: string) => s.replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
  for (let i = NUMBER_ABBREVIATION_UNITS.length - 1; i >= 0; i--) {
    const scale = 1000 ** (i + 1);
    if (abs < scale) continue;
    const scaled = Number((abs / scale).toFixed(digits));
    const next = NUMBER_ABBREVIATION_UNITS[i + 1];
    if (scaled >= 1000 && next !== undefined) {
      return `${sign}${trim((abs / (scale * 1000)).toFixed(digits))}${next}`;
    }
    return `${sign}${trim(scaled.toFixed(digits))}${NUMBER_ABBREVIATION_UNITS[i]}`;
  }
  return String(n);
};

/** Version strings look like 'V1.0.0'; only the first two numeric parts gate features. */
export const VERSION_PATTERN = /^[Vv]?(\d+)\.(\d+)(?:\.\d+)*$/;

const parseVersion = (version: string | null | undefined): [number, number] | null => {
  const match = VERSION_PATTERN.exec(version?.trim() ?? '');
  if (!match) return null;
  return [Number(match[1]), Number(match[2])];
};

/**
 * -1, 0 or 1 by major then minor; patch and later parts are ignored. A missing or malformed version
 * sorts below every valid one, so an unknown client never unlocks a gated feature.
 */
export const compareVersion = (a: string | null | undefined, b: string | null | undefined): -1 | 0 | 1 => {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) return pa ? 1 : pb ? -1 : 0;
  const diff = pa[0] - pb[0] || pa[1] - pb[1];
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
};

export const versionAtLeast = (version: string | null | undefined, min: string): boolean =>
  parseVersion(version) !== null && compareVersion(version, min) >= 0;

/**
 * Features a client turns on only when the server it talks to says (user info `version`, docs/product.md
 * §3 "the first two numeric parts are compared for feature gating") it is at least this release: a web
 * build newer than its server keeps a switch hidden whose call the server does not have yet.
 */
export const FEATURE_SINCE = {
  /** POST /api/user/setting showSubmitNumber: the submit-number notice's "don't show again". */
  submitNumberSwitch: 'V0.1',
} as const;
export type GatedFeature = keyof typeof FEATURE_SINCE;

export const featureEnabled = (feature: GatedFeature, serverVersion: string | null | undefined): boolean =>
  versionAtLeast(serverVersion, FEATURE_SINCE[feature]);

// ---------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------

/** Date-picker shortcuts: how many days before today each range starts. */
export const DATE_SHORTCUT_DAYS = {
  today: 0,
  lastWeek: 7,
  lastMonth: 30,
  lastThreeMonths: 90,
} as const;
export type DateShortcut = keyof typeof DATE_SHORTCUT_DAYS;

/** [start, end] of a shortcut; calendar days are subtracted so the time of day is kept. */
export const dateShortcutRange = (name: DateShortcut, today: Date): [Date, Date] => {
  const start = new Date(today.getTime());
  start.setDate(start.getDate() - DATE_SHORTCUT_DAYS[name]);
  return [start, new Date(today.getTime())];
};

/** Upper bounds (exclusive, seconds) of each relative-time wording. */
export const RELATIVE_TIME_S = {
  JUST_NOW: 30,
  MINUTES: 3600,
  HOURS: 86_400,
  ONE_DAY: 172_800,
} as const;

export type RelativeTimeKey = 'justNow' | 'minutesAgo' | 'hoursAgo' | 'oneDayAgo' | 'date';

/**
 * A key and count the web translates ('{count} minutes ago'). Past two days the web shows the date
 * itself (key 'date', count = whole days). A time slightly in the future (clock skew) reads 'just now'.
 */
export const relativeTime = (date: Date, now: Date): { key: RelativeTimeKey; count: number } => {
  const seconds = (now.getTime() - date.getTime()) / 1000;
  if (seconds < RELATIVE_TIME_S.JUST_NOW) return { key: 'justNow', count: 0 };
  if (seconds < RELATIVE_TIME_S.MINUTES) return { key: 'minutesAgo', count: Math.ceil(seconds / 60) };
  if (seconds < RELATIVE_TIME_S.HOURS) return { key: 'hoursAgo', count: Math.ceil(seconds / 3600) };
  if (seconds < RELATIVE_TIME_S.ONE_DAY) return { key: 'oneDayAgo', count: 1 };
  return { key: 'date', count: Math.floor(seconds / 86_400) };
};

// ── Identity ──────────────────────────────────────────────────────────────────

/** Company (unit) types; the role catalogue's compType uses the same numbers. */
export const COMPANY_TYPE = {
  CONTRACTOR: 1,
  OWNER: 2,
  SUPERVISOR: 3,
  SURVEYOR: 4,
  DESIGNER: 5,
  TESTING_LAB: 6,
  SUPPLIER: 7,
  REGULATOR: 8,
  /** The platform operator: its admin role sees everything. */
  PLATFORM: 9,
} as const;
export type CompanyType = (typeof COMPANY_TYPE)[keyof typeof COMPANY_TYPE];

export const COMPANY_STATUS = ['pending', 'active', 'disabled'] as const;
export type CompanyStatus = (typeof COMPANY_STATUS)[number];

/** Role code that passes every role check (docs/product.md §6). */
export const ADMIN_ROLE_CODE = 'admin';

/** Login session lifetimes (docs/architecture.md#conventions). */
export const SESSION = {
  IDLE_MS: 30 * 60_000,
  ABSOLUTE_MS: 12 * 60 * 60_000,
} as const;

/** Login nonces binding an encrypted password to one use. */
export const LOGIN_NONCE_TTL_MS = 5 * 60_000;

/** Brute-force protection: wrong passwords before the account locks, and for how long. */
export const LOGIN_LOCK = { MAX_FAILURES: 5, LOCK_MS: 15 * 60_000 } as const;

/** SMS verification codes. */
export const SMS_CODE = {
  LENGTH: 6,
  TTL_MS: 5 * 60_000,
  RESEND_S: 60,
  DAILY_PER_PHONE: 10,
  DAILY_PER_IP: 30,
  MAX_ATTEMPTS: 5,
} as const;

/** Login types of the login payload. */
export const LOGIN_TYPE = { PASSWORD: 1, PHONE_CODE: 2 } as const;

/** Roles that manage a project's people (project-level role management, docs/product.md §6): 1 admin, 3 项目经理. */
export const PROJECT_ROLE_MANAGER_IDS = [1, 3] as const;
