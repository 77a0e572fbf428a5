import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALWAYS_PERMITTED_ROUTE_NAME,
  API_PREFIX,
  APP_NAME_KEY,
  AUDIT_STATUS,
  AUTH_HEADER,
  abbreviateNumber,
  CONTRACT_MODE,
  compareVersion,
  DATE_FORMAT,
  DATE_SHORTCUT_DAYS,
  DEFAULT_LANGUAGE,
  DEFAULT_SIZE,
  DIVISION,
  dateShortcutRange,
  FEATURE_SINCE,
  FIRE_CONTROL_TYPE,
  featureEnabled,
  isLanguage,
  isNoLoginRoute,
  isProjectInfoComplete,
  LANGUAGE_COOKIE,
  LANGUAGES,
  LAYOUT,
  NO_LOGIN_ROUTES,
  NO_PERMISSION_ROUTE,
  NON_CLICKABLE_BREADCRUMB_NAMES,
  NUMBER_ABBREVIATION_UNITS,
  OUTPUT_NOTICE_DEFAULTS,
  OUTPUT_NOTICE_WINDOW,
  PAGINATION,
  PHONE_SUGGEST_MIN_CHARS,
  PILE_SUB_BRANCH_CODE,
  PLATFORM_TYPE,
  REDIRECT_PREFIX,
  RELATIVE_TIME_S,
  relativeTime,
  SIDEBAR_COOKIE,
  SIDEBAR_COOKIE_VALUE,
  SIZE_COOKIE,
  SPECIMEN_REMINDER,
  TENDER_ALERT,
  THEME_COLORS,
  TIMING,
  TOKEN_COOKIE,
  UNREAD_BADGE_MAX,
  VERSION_PATTERN,
  versionAtLeast,
  WEEK_VALUE_MAX,
} from './constants';

describe('spec §9 values', () => {
  it.each([
    ['sidebar width', LAYOUT.SIDEBAR_WIDTH, 230],
    ['mobile threshold', LAYOUT.MOBILE_THRESHOLD, 1024],
    ['project-switch reload delay', TIMING.PROJECT_SWITCH_RELOAD_DELAY_MS, 500],
    ['logout debounce', TIMING.LOGOUT_DEBOUNCE_MS, 300],
    ['route-size watcher poll', TIMING.ROUTE_SIZE_WATCH_INTERVAL_MS, 300],
    ['request timeout', TIMING.REQUEST_TIMEOUT_MS, 120000],
    ['import timeout', TIMING.IMPORT_TIMEOUT_MS, 600000],
    ['message duration', TIMING.MESSAGE_DURATION_MS, 5000],
    ['verification countdown', TIMING.VERIFICATION_COUNTDOWN_S, 60],
    ['unread badge maximum', UNREAD_BADGE_MAX, 99],
    ['phone suggestion start', PHONE_SUGGEST_MIN_CHARS, 6],
    ['tender alert money threshold', TENDER_ALERT.MONEY_THRESHOLD, 50],
    ['tender alert contract modes', TENDER_ALERT.CONTRACT_MODES, ['PUBLIC_BIDDING', 'INVITATION_TO_TENDER']],
    [
      'tender alert recipient (main contractor’s project leader)',
      [TENDER_ALERT.COMP_TYPE, TENDER_ALERT.ROLE_ID],
      [1, 3],
    ],
    ['output-notice defaults', OUTPUT_NOTICE_DEFAULTS, { firstHalfStartDate: 5, firstHalfEndDate: 20 }],
    ['output-notice text window', OUTPUT_NOTICE_WINDOW, { FROM_DAY: 5, TO_DAY: 28 }],
    ['pagination', PAGINATION, { LIMIT: 20, PAGE_SIZES: [5, 10, 20, 30, 50], PAGER_COUNT: 5 }],
    ['pile sub-branch codes', PILE_SUB_BRANCH_CODE, { GC_PILE: '0101', WH_PILE: '0102' }],
    ['fire-control types', FIRE_CONTROL_TYPE, { WITHOUT_FIRE_MANAGEMENT: 0, FIRE_MANAGEMENT_ONLY: 1 }],
    ['divisions', DIVISION, { MAIN: 'MAIN', PILE_FOUNDATION: 'PILE_FOUNDATION' }],
    ['audit statuses', AUDIT_STATUS, { INFO_COMPLETE: [-1, 3], STARTUP_CHECK: 3 }],
    ['platform type', PLATFORM_TYPE, 1],
    [
      'contract modes',
      CONTRACT_MODE,
      { PUBLIC_BIDDING: 'PUBLIC_BIDDING', INVITATION_TO_TENDER: 'INVITATION_TO_TENDER' },
    ],
    ['specimen reminder', SPECIMEN_REMINDER, { COMP_TYPE: 1, ROLE_IDS: [3, 5, 10, 19, 21] }],
    ['token cookie', TOKEN_COOKIE, 'person-auth-token'],
    ['sidebar cookie', SIDEBAR_COOKIE, 'sidebarStatus'],
    ['sidebar cookie values', SIDEBAR_COOKIE_VALUE, { OPENED: '1', CLOSED: '0' }],
    ['language cookie', LANGUAGE_COOKIE, 'language'],
    ['size cookie', SIZE_COOKIE, 'size'],
    ['default size', DEFAULT_SIZE, 'medium'],
    ['auth header', AUTH_HEADER, 'x-auth-token'],
    ['languages', LANGUAGES, ['zh', 'en', 'es']],
    ['default language', DEFAULT_LANGUAGE, 'zh'],
    ['date formats', DATE_FORMAT, { DATE: 'YYYY-MM-DD', DATETIME: 'YYYY-MM-DD HH:mm' }],
    ['number abbreviation units', NUMBER_ABBREVIATION_UNITS, ['k', 'M', 'G', 'T', 'P', 'E']],
    ['theme colours', THEME_COLORS, { blue: 'rgb(55,130,222)', purple: 'rgb(133,97,201)' }],
    ['date shortcuts', DATE_SHORTCUT_DAYS, { today: 0, lastWeek: 7, lastMonth: 30, lastThreeMonths: 90 }],
    ['just-now threshold', RELATIVE_TIME_S.JUST_NOW, 30],
    ['API prefixes', API_PREFIX, { API: '/api', AUTH: '/auth' }],
    ['redirect prefix', REDIRECT_PREFIX, '/redirect'],
    ['no-permission route', NO_PERMISSION_ROUTE, '/401'],
    ['always-permitted route name', ALWAYS_PERMITTED_ROUTE_NAME, 'docPileIndexBaoShen'],
    [
      'non-clickable breadcrumbs',
      NON_CLICKABLE_BREADCRUMB_NAMES,
      ['ProjectAmountPlan', 'ProjectProgress', 'QualityControl', 'Acceptance', 'Check'],
    ],
    ['week value maximum', WEEK_VALUE_MAX, 10000],
  ])('when the %s is read, then it is the spec value', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('when the no-login routes are read, then they are those of spec §2.1', () => {
    expect(NO_LOGIN_ROUTES).toEqual([
      '/login',
      '/register',
      '/announcement',
      '/auth-redirect',
      '/onlyPicture',
      '/rebarEngineering/previewDetection',
      '/404',
      '/500',
    ]);
  });

  it('when the app name keys are read, then they are distinct i18n keys', () => {
    const keys = Object.values(APP_NAME_KEY);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^app\.name\.\w+$/);
  });
});

describe('isNoLoginRoute', () => {
  it.each([
    '/login',
    '/register',
    '/404',
    '/500',
    '/redirect',
    '/redirect/home',
    '/redirect/project/list?id=1',
  ])('when the path is %s, then no token is needed', (path) => expect(isNoLoginRoute(path)).toBe(true));
  it.each(['/', '/home', '/401', '/redirection', '/login/extra', '/passwordUpdate/index'])(
    'when the path is %s, then a token is needed',
    (path) => expect(isNoLoginRoute(path)).toBe(false),
  );
});

describe('isProjectInfoComplete', () => {
  it.each([
    [-1, true],
    [3, true],
    [0, false],
    [1, false],
    [2, false],
    [null, false],
    [undefined, false],
  ])('when the audit status is %s, then completeness is %s', (status, expected) =>
    expect(isProjectInfoComplete(status)).toBe(expected),
  );
});

describe('isLanguage', () => {
  it.each(['zh', 'en', 'es'])('when the language is %s, then it is supported', (value) =>
    expect(isLanguage(value)).toBe(true),
  );
  it.each(['fr', 'ZH', 'zh-CN', '', null, 1])('when the language is %s, then it is not supported', (value) =>
    expect(isLanguage(value)).toBe(false),
  );
});

describe('versions', () => {
  it.each([
    ['V1.0.0', 'V1.0.0', 0],
    ['V1.0.9', 'V1.0.0', 0],
    ['V1.2.0', 'V1.10.0', -1],
    ['V2.0.0', 'V1.99.99', 1],
    ['v1.3', 'V1.2.5', 1],
    ['1.2.0', 'V1.2', 0],
    ['V10.0.0', 'V9.0.0', 1],
    ['', 'V1.0.0', -1],
    ['V1.0.0', undefined, 1],
    ['abc', 'V', 0],
  ])('when %s is compared with %s, then the result is %i', (a, b, expected) => {
    expect(compareVersion(a, b)).toBe(expected);
  });

  it.each([
    ['V1.2.0', true],
    ['V1.2.9', true],
    ['V1.3.0', true],
    ['V2.0.0', true],
    ['V1.1.9', false],
    ['V0.9.0', false],
    [null, false],
    [undefined, false],
    ['garbage', false],
  ])('when the version is %s, then V1.2 features are on: %s', (version, expected) => {
    expect(versionAtLeast(version, 'V1.2')).toBe(expected);
  });

  it.each([
    ['V0.1.0', true],
    ['V0.1.7', true],
    ['V0.2', true],
    ['V1.0.0', true],
    ['V0.0.9', false],
    ['', false],
    [null, false],
  ])('when the server is %s, then the submit-number switch is offered: %s', (version, expected) => {
    expect(FEATURE_SINCE.submitNumberSwitch).toBe('V0.1');
    expect(featureEnabled('submitNumberSwitch', version)).toBe(expected);
  });

  it.each(['V1.0.0', 'v2.3', '1.0', 'V1.0.0.1'])('when %s is read, then it is a version string', (value) =>
    expect(VERSION_PATTERN.test(value)).toBe(true),
  );
  it.each(['V1', '1', 'V1.', 'V1.a', 'version 1.0'])(
    'when %s is read, then it is not a version string',
    (value) => expect(VERSION_PATTERN.test(value)).toBe(false),
  );

  it('when two versions are compared both ways, then the results are opposite', () => {
    const version = fc
      .tuple(fc.nat(20), fc.nat(20), fc.nat(20))
      .map(([major, minor, patch]) => `V${major}.${minor}.${patch}`);
    fc.assert(fc.property(version, version, (a, b) => compareVersion(a, b) === -compareVersion(b, a)));
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [12.5, '12.5'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1250, '1.3k'],
    [999_960, '1M'],
    [1_000_000, '1M'],
    [12_345_678, '12.3M'],
    [2.5e9, '2.5G'],
    [3e12, '3T'],
    [4.2e15, '4.2P'],
    [1e18, '1E'],
    [-1500, '-1.5k'],
  ])('when %d is shortened, then it reads %s', (n, text) => expect(abbreviateNumber(n)).toBe(text));

  it('when two decimals are asked for, then two are kept', () => {
    expect(abbreviateNumber(1234, 2)).toBe('1.23k');
  });

  it('when any value of at least 1000 is shortened, then the number part is below 1000', () => {
    fc.assert(
      fc.property(fc.double({ min: 1000, max: 1e17, noNaN: true }), (n) => {
        const text = abbreviateNumber(n);
        return /^\d{1,3}(\.\d)?[kMGTP]$/.test(text);
      }),
    );
  });
});

describe('relativeTime', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0);
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [0, { key: 'justNow', count: 0 }],
    [29, { key: 'justNow', count: 0 }],
    [-60, { key: 'justNow', count: 0 }],
    [30, { key: 'minutesAgo', count: 1 }],
    [150, { key: 'minutesAgo', count: 3 }],
    [3599, { key: 'minutesAgo', count: 60 }],
    [3600, { key: 'hoursAgo', count: 1 }],
    [5 * 3600 + 1, { key: 'hoursAgo', count: 6 }],
    [86_400, { key: 'oneDayAgo', count: 1 }],
    [172_799, { key: 'oneDayAgo', count: 1 }],
    [172_800, { key: 'date', count: 2 }],
    [10 * 86_400, { key: 'date', count: 10 }],
  ])('when the time was %i s ago, then it reads %o', (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toEqual(expected);
  });
});

describe('dateShortcutRange', () => {
  const today = new Date(2024, 2, 31, 9, 30);
  it.each([
    ['today', new Date(2024, 2, 31, 9, 30)],
    ['lastWeek', new Date(2024, 2, 24, 9, 30)],
    ['lastMonth', new Date(2024, 2, 1, 9, 30)],
    ['lastThreeMonths', new Date(2024, 0, 1, 9, 30)],
  ] as const)('when the %s shortcut is picked, then the range starts on %s and ends now', (name, start) => {
    expect(dateShortcutRange(name, today)).toEqual([start, today]);
  });

  it('when a range is built, then the given date is not changed', () => {
    const given = new Date(2024, 2, 31);
    const [start, end] = dateShortcutRange('lastWeek', given);
    expect(given).toEqual(new Date(2024, 2, 31));
    expect(end).not.toBe(given);
    expect(start.getTime()).toBeLessThan(end.getTime());
  });
});
