import {
  envelopeSchema,
  findPasswordBodySchema,
  ok,
  phoneChangeBodySchema,
  phoneSearchItemSchema,
  phoneSearchQuerySchema,
  userConfirmBodySchema,
  userConfirmResultSchema,
  userMatchingQuerySchema,
  userMatchingResultSchema,
} from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePhone, confirmUser, findPassword, matchUser, searchPhones } from './phone.service';

const empty = envelopeSchema(z.null());

/** Phone search, user confirm, phone change, find password and user matching (spec §7.1). */
export async function phoneRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authLimit = { max: app.config.authRatePerMinute, timeWindow: '1 minute' };

  r.get(
    '/api/phone/search',
    {
      config: {
        who: { kind: 'signedIn', note: 'phones of users sharing a project or the company with the caller' },
      },
      schema: {
        tags: ['account'],
        summary: '手机号联想 (phone suggestions)',
        description:
          'At least 6 characters (422 otherwise). At most 10 phones containing the digits, among users who share a project with the caller or work for the caller’s company; the number of a co-worker on none of the caller’s projects comes back masked (138****0001). judge is true for every existing account.',
        querystring: phoneSearchQuerySchema,
        response: { 200: envelopeSchema(z.array(phoneSearchItemSchema)) },
      },
    },
    async (req) => ok(await searchPhones(app.db, req.user, req.query.keywords)),
  );

  r.post(
    '/api/user/confirm',
    {
      config: {
        who: {
          kind: 'signedIn',
          note: 'checks a phone + password pair; a wrong one counts against that account’s login lock',
        },
        rateLimit: authLimit,
      },
      schema: {
        tags: ['account'],
        summary: '老用户确认 (prove to be the existing user behind a phone)',
        description:
          'password encrypted with a nonce from GET /auth/login/key. Answers { judge: true } when it is the password of the account with this phone; 400 otherwise.',
        body: userConfirmBodySchema,
        response: { 200: envelopeSchema(userConfirmResultSchema) },
      },
    },
    async (req) => ok(await confirmUser(app.db, req.body, req.lang)),
  );

  r.post(
    '/api/phone/change',
    {
      config: { who: { kind: 'signedIn', note: 'the caller’s own phone' }, rateLimit: authLimit },
      schema: {
        tags: ['account'],
        summary: '更换手机号 (change the phone)',
        description:
          'password: the current password, encrypted. phone: the new phone (400 手机号码有误 when invalid, 400 when unchanged, 409 when taken). code: a "phoneChange" code sent to the new phone.',
        body: phoneChangeBodySchema,
        response: { 200: empty },
      },
    },
    async (req) => {
      await changePhone(app.db, req.user, req.body, req.lang);
      return ok(null);
    },
  );

  r.post(
    '/auth/password/find',
    {
      config: { public: true, rateLimit: authLimit },
      schema: {
        tags: ['account'],
        summary: '找回密码 (reset a forgotten password with a phone code); every session ends',
        description:
          'code: a "findPassword" code sent to the phone. password: the new one, encrypted (422 naming password when it breaks the rule). An unknown phone answers like a wrong code.',
        body: findPasswordBodySchema,
        response: { 200: empty },
      },
    },
    async (req) => {
      await findPassword(app.db, req.body, req.lang);
      return ok(null);
    },
  );

  r.get(
    '/api/user/matching',
    {
      config: { who: { kind: 'projectManager', note: 'a manager role on at least one project (matchUser)' } },
      schema: {
        tags: ['account'],
        summary: '按手机号匹配账号 (is there an account with this phone)',
        description: 'Only for callers who manage the people of at least one project (403 otherwise).',
        querystring: userMatchingQuerySchema,
        response: { 200: envelopeSchema(userMatchingResultSchema) },
      },
    },
    async (req) => ok(await matchUser(app.db, req.user, req.query.phone, req.lang)),
  );
}
