import { accountCalls, ok } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { callRoute } from '../../platform/http/call-route';
import { changePhone, confirmUser, findPassword, matchUser, searchPhones } from './phone.service';

/** Phone search, user confirm, phone change, find password and user matching (docs/domains/account.md). */
export async function phoneRoutes(app: FastifyInstance) {
  const authLimit = { max: app.config.authRatePerMinute, timeWindow: '1 minute' };

  callRoute(app, accountCalls.phoneSearch, {
    who: { kind: 'signedIn', note: 'phones of users sharing a project or the company with the caller' },
    tags: ['account'],
    summary: '手机号联想 (phone suggestions)',
    description:
      'At least 6 characters (422 otherwise). At most 10 phones containing the digits, among users who share a project with the caller or work for the caller’s company; the number of a co-worker on none of the caller’s projects comes back masked (138****0001). judge is true for every existing account.',
    handler: async (req) => ok(await searchPhones(app.db, req.user, req.query.keywords)),
  });

  callRoute(app, accountCalls.confirmUser, {
    who: {
      kind: 'signedIn',
      note: 'checks a phone + password pair; a wrong one counts against that account’s login lock',
    },
    rateLimit: authLimit,
    tags: ['account'],
    summary: '老用户确认 (prove to be the existing user behind a phone)',
    description:
      'password encrypted with a nonce from GET /auth/login/key. Answers { judge: true } when it is the password of the account with this phone; 400 otherwise.',
    handler: async (req) => ok(await confirmUser(app.db, req.body, req.lang)),
  });

  callRoute(app, accountCalls.changePhone, {
    who: { kind: 'signedIn', note: 'the caller’s own phone' },
    tags: ['account'],
    summary: '更换手机号 (change the phone)',
    description:
      'password: the current password, encrypted. phone: the new phone (400 手机号码有误 when invalid, 400 when unchanged, 409 when taken). code: a "phoneChange" code sent to the new phone.',
    rateLimit: authLimit,
    handler: async (req) => {
      await changePhone(app.db, req.user, req.body, req.lang);
      return ok(null);
    },
  });

  callRoute(app, accountCalls.findPassword, {
    public: true,
    tags: ['account'],
    summary: '找回密码 (reset a forgotten password with a phone code); every session ends',
    description:
      'code: a "findPassword" code sent to the phone. password: the new one, encrypted (422 naming password when it breaks the rule). An unknown phone answers like a wrong code.',
    rateLimit: authLimit,
    handler: async (req) => {
      await findPassword(app.db, req.body, req.lang);
      return ok(null);
    },
  });

  callRoute(app, accountCalls.matchUser, {
    who: { kind: 'projectManager', note: 'a manager role on at least one project (matchUser)' },
    tags: ['account'],
    summary: '按手机号匹配账号 (is there an account with this phone)',
    description: 'Only for callers who manage the people of at least one project (403 otherwise).',
    handler: async (req) => ok(await matchUser(app.db, req.user, req.query.phone, req.lang)),
  });
}
