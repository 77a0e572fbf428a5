import {
  AUTH_HEADER,
  envelopeSchema,
  loginBodySchema,
  loginKeySchema,
  loginResultSchema,
  ok,
  platformTypeQuerySchema,
  projectChangeQuerySchema,
  projectChangeResultSchema,
  projectListItemSchema,
  roleUpdateBodySchema,
  userInfoSchema,
} from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueNonce } from '../../platform/auth/login-key';
import { smsProviderFromEnv } from '../../platform/sms/provider';
import { accountMessage } from './account.messages';
import { changeProject, changeRole, login, logout, projectList, userInfo } from './account.service';
import { credentialRoutes } from './credentials.routes';
import { phoneRoutes } from './phone.routes';

const empty = envelopeSchema(z.null());

/** Login service (/auth) and the account calls of spec §7.1. */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loginLimit = { max: app.config.authRatePerMinute, timeWindow: '1 minute' };
  // Throws on an unknown SMS_PROVIDER, so the server refuses to start.
  const sms = smsProviderFromEnv(app.log);
  // Phone codes, password change, personal information.
  await app.register(credentialRoutes);
  // Phone search and change, user confirm and matching, find password.
  await app.register(phoneRoutes);

  r.get(
    '/auth/login/key',
    {
      config: { public: true, rateLimit: loginLimit },
      schema: {
        tags: ['account'],
        summary: '登录公钥与一次性随机数 (login key and one-time nonce)',
        description:
          'Encrypt {"password","nonce"} as UTF-8 JSON with RSA-OAEP-SHA256 against publicKey (SPKI DER, base64) and send it base64-encoded as `password` to POST /auth/login. The nonce is single-use and expires after 5 minutes.',
        response: { 200: envelopeSchema(loginKeySchema) },
      },
    },
    async () => ok(await issueNonce(app.db)),
  );

  r.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: loginLimit },
      schema: {
        tags: ['account'],
        summary: '登录 (login); the session token is answered in the x-auth-token header',
        description:
          'The platform administrator, and the users of a company that requires it, need a second factor: after the right password the answer has codeRequired: true, codeSentTo (masked phone) and no token, and an SMS code is sent; send the login again with a fresh encrypted password and `code`. A phone-code login (type 2) is refused for them.',
        body: loginBodySchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (req, reply) => {
      const result = await login(
        app.db,
        req.body,
        req.lang,
        { ip: req.ip, userAgent: req.headers['user-agent'] },
        sms,
      );
      const answer = {
        userId: result.userId,
        name: result.name,
        mustChangePassword: result.mustChangePassword,
      };
      if (result.codeRequired) {
        return ok(
          { ...answer, codeRequired: true, codeSentTo: result.codeSentTo },
          accountMessage('codeSentForLogin', req.lang, { phone: result.codeSentTo }),
        );
      }
      reply.header(AUTH_HEADER, result.token);
      return ok(answer);
    },
  );

  r.get(
    '/auth/logout',
    {
      config: { who: { kind: 'signedIn', note: 'ends the caller’s own session' } },
      schema: { tags: ['account'], summary: '退出登录 (logout)', response: { 200: empty } },
    },
    async (req) => {
      await logout(app.db, req.user);
      return ok(null);
    },
  );

  r.get(
    '/auth/project/list',
    {
      config: { who: { kind: 'signedIn', note: 'the caller’s own projects' } },
      schema: {
        tags: ['account'],
        summary: '我的项目列表 (projects of the user)',
        response: { 200: envelopeSchema(z.array(projectListItemSchema)) },
      },
    },
    async (req) => ok(await projectList(app.db, req.user.userId)),
  );

  r.get(
    '/api/user/info',
    {
      config: { who: { kind: 'signedIn', note: 'the caller’s own profile and menus' } },
      schema: {
        tags: ['account'],
        summary: '用户信息 (user info with the menu routes of the current role)',
        querystring: platformTypeQuerySchema,
        response: { 200: envelopeSchema(userInfoSchema) },
      },
    },
    async (req) => ok(await userInfo(app.db, req.user, app.config.version)),
  );

  r.put(
    '/api/user/role',
    {
      config: {
        who: {
          kind: 'signedIn',
          note: 'switches the caller’s own role among those held on the current project',
        },
      },
      schema: {
        tags: ['account'],
        summary: '切换角色 (change role)',
        body: roleUpdateBodySchema,
        response: { 200: empty },
      },
    },
    async (req) => {
      await changeRole(app.db, req.user, req.body.currentRole, req.lang);
      return ok(null);
    },
  );

  r.get(
    '/api/user/project/change',
    {
      config: {
        who: {
          kind: 'signedIn',
          note: 'switches the caller’s current project among those they are a member of',
        },
      },
      schema: {
        tags: ['account'],
        summary: '切换项目 (change project); answers the role id to select',
        querystring: projectChangeQuerySchema,
        response: { 200: envelopeSchema(projectChangeResultSchema) },
      },
    },
    async (req) => ok({ roleId: await changeProject(app.db, req.user, req.query.proId, req.lang) }),
  );
}
