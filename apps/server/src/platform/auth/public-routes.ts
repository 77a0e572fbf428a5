/**
 * The only list of routes anyone may call without a session, each with the reason it is public. A route
 * says `config: { public: true }` (the auth hook lets it through); route-table.ts refuses to build an
 * app where such a route is missing here, or where an entry here names no registered route.
 */
export interface PublicRoute {
  method: 'GET' | 'POST';
  url: string;
  reason: string;
  /** Registered only in some configurations (so the "every entry is registered" check skips it). */
  onlyWhen?: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    method: 'GET',
    url: '/api/health',
    reason:
      'readiness probe of the load balancer; answers status, db/storage/queue booleans and version only',
  },
  {
    method: 'GET',
    url: '/api/health/live',
    reason: 'liveness probe of the process supervisor; answers status, version and uptime only',
  },
  {
    method: 'GET',
    url: '/auth/login/key',
    reason: 'the login form needs the public key and a one-time nonce before anyone is logged in',
  },
  { method: 'POST', url: '/auth/login', reason: 'logging in' },
  {
    method: 'GET',
    url: '/auth/phone/code',
    reason: 'sends the SMS code for registration and password recovery (rate-limited per phone)',
  },
  {
    method: 'GET',
    url: '/auth/phone/confirm',
    reason: 'checks an SMS code during registration and password recovery',
  },
  {
    method: 'POST',
    url: '/auth/password/find',
    reason: 'resets a forgotten password with a phone code (rate-limited)',
  },
  {
    method: 'GET',
    url: '/auth/getAllAddress',
    reason: 'the province/city/district tree of the registration form',
  },
  {
    method: 'POST',
    url: '/auth/register',
    reason: 'a company registers itself and its administrator (pending platform review; rate-limited)',
  },
  {
    method: 'GET',
    url: '/auth/verifyCompany',
    reason: 'the registration form tells whether a credit code is already registered',
  },
  {
    method: 'GET',
    url: '/auth/comp/getQualification',
    reason: 'qualification options of a company type, for the registration form',
  },
  {
    method: 'GET',
    url: '/auth/comp/status',
    reason: 'a registrant follows the review of its registration by credit code',
  },
  { method: 'GET', url: '/auth/site/info', reason: 'the footer of the login page (site configuration)' },
  { method: 'GET', url: '/api/common/notice/list', reason: 'platform notices shown on the login page' },
  { method: 'GET', url: '/api/common/notice/detail', reason: 'a platform notice opened from the login page' },
  {
    method: 'POST',
    url: '/api/curing/ingest/:roomId',
    reason:
      'curing-room devices post readings with their room key (x-device-key; hashed, revocable, one room, rate-limited)',
  },
  {
    method: 'GET',
    url: '/api/rebarEngineering/previewDetection',
    reason: 'anyone holding a printed test report verifies it by its code (QR code on the report)',
  },
  {
    method: 'GET',
    url: '/api/signature/publicKey',
    reason: 'the platform’s Ed25519 public key, so anyone can check a signed record or PDF offline',
  },
  {
    method: 'GET',
    url: '/api/rebarEngineering/evidence',
    reason: 'the evidence pictures of a verified report, by the same code',
  },
  {
    method: 'GET',
    url: '/api/test/respond',
    reason: 'browser tests of the request layer',
    onlyWhen: 'ZHUJI_TEST_ROUTES=1',
  },
  // Added by platform.test.ts to a test app (testApp's extend) to watch the envelope and error handling.
  ...(
    ['POST /api/test/phone', 'GET /api/test/boom', 'GET /api/test/business', 'POST /api/test/echo'] as const
  ).map((route): PublicRoute => {
    const [method, url] = route.split(' ') as ['GET' | 'POST', string];
    return {
      method,
      url,
      reason: 'an envelope test of platform.test.ts',
      onlyWhen: 'platform.test.ts adds it',
    };
  }),
];

/**
 * Routes outside /api and /auth, or the API docs: the auth hook never guards them, so they are public by
 * construction; listed with the reason so the route table has a declaration for them too.
 */
export const UNGUARDED_ROUTES: readonly { prefix: string; reason: string }[] = [
  { prefix: '/api/docs', reason: 'the OpenAPI description and its viewer: the API surface, no data' },
  { prefix: '/', reason: 'the SPA’s static files and index.html (no data; every call it makes is guarded)' },
];
