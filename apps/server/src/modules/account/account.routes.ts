import { AUTH_HEADER, accountCalls, ok } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { issueNonce } from '../../platform/auth/login-key';
import { callRoute } from '../../platform/http/call-route';
import { smsProviderFromEnv } from '../../platform/sms/provider';
import { accountMessage } from './account.messages';
import { changeProject, changeRole, login, logout, projectList, userInfo } from './account.service';
import { credentialRoutes } from './credentials.routes';
import { phoneRoutes } from './phone.routes';

/** Login service (/auth) and the account calls of docs/domains/account.md. */
export async function accountRoutes(app: FastifyInstance) {
  const loginLimit = { max: app.config.authRatePerMinute, timeWindow: '1 minute' };
  // Throws on an unknown SMS_PROVIDER, so the server refuses to start.
  const sms = smsProviderFromEnv(app.log);
  // Phone codes, password change, personal information.
  await app.register(credentialRoutes);
  // Phone search and change, user confirm and matching, find password.
  await app.register(phoneRoutes);

  callRoute(app, accountCalls.loginKey, {
    public: true,
    tags: ['account'],
    summary: '登录公钥与一次性随机数 (login key and one-time nonce)',
    description:
      'Encrypt {"password","nonce"} as UTF-8 JSON with RSA-OAEP-SHA256 against publicKey (SPKI DER, base64) and send it base64-encoded as `password` to POST /auth/login. The nonce is single-use and expires after 5 minutes.',
    rateLimit: loginLimit,
    handler: async () => ok(await issueNonce(app.db)),
  });

  callRoute(app, accountCalls.login, {
    public: true,
    tags: ['account'],
    summary: '登录 (login); the session token is answered in the x-auth-token header',
    description:
      'The platform administrator, and the users of a company that requires it, need a second factor: after the right password the answer has codeRequired: true, codeSentTo (masked phone) and no token, and an SMS code is sent; send the login again with a fresh encrypted password and `code`. A phone-code login (type 2) is refused for them.',
    rateLimit: loginLimit,
    handler: async (req, reply) => {
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
  });

  callRoute(app, accountCalls.logout, {
    who: { kind: 'signedIn', note: 'ends the caller’s own session' },
    tags: ['account'],
    summary: '退出登录 (logout)',
    handler: async (req) => {
      await logout(app.db, req.user);
      return ok(null);
    },
  });

  callRoute(app, accountCalls.projects, {
    who: { kind: 'signedIn', note: 'the caller’s own projects' },
    tags: ['account'],
    summary: '我的项目列表 (projects of the user)',
    handler: async (req) => ok(await projectList(app.db, req.user.userId)),
  });

  callRoute(app, accountCalls.userInfo, {
    who: { kind: 'signedIn', note: 'the caller’s own profile and menus' },
    tags: ['account'],
    summary: '用户信息 (user info with the menu routes of the current role)',
    // Every page load asks for it (issue 21: 50 sessions at once); the request lines were a share of its cost.
    logLevel: 'warn',
    handler: async (req) => ok(await userInfo(app.db, req.user, app.config.version)),
  });

  callRoute(app, accountCalls.changeRole, {
    who: {
      kind: 'signedIn',
      note: 'switches the caller’s own role among those held on the current project',
    },
    tags: ['account'],
    summary: '切换角色 (change role)',
    handler: async (req) => {
      await changeRole(app.db, req.user, req.body.currentRole, req.lang);
      return ok(null);
    },
  });

  callRoute(app, accountCalls.changeProject, {
    who: {
      kind: 'signedIn',
      note: 'switches the caller’s current project among those they are a member of',
    },
    tags: ['account'],
    summary: '切换项目 (change project); answers the role id to select',
    handler: async (req) => ok({ roleId: await changeProject(app.db, req.user, req.query.proId, req.lang) }),
  });
}
