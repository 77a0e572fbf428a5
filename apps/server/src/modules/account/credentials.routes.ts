import { accountCalls, isPhone, ok, ruleMessage, SMS_CODE } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/envelope';
import { callRoute } from '../../platform/http/call-route';
import { smsDevRoutes } from '../../platform/sms/dev-routes';
import { smsProviderFromEnv } from '../../platform/sms/provider';
import { accountMessage } from './account.messages';
import { saveProfile, saveSetting } from './account.service';
import { savePersonal, updatePassword } from './password.service';
import { consumeCode, issueCode } from './sms.service';

/** Phone codes, password change and the personal-information form (docs/product.md §4, §5, docs/domains/account.md). */
export async function credentialRoutes(app: FastifyInstance) {
  // Throws on an unknown SMS_PROVIDER, so the server refuses to start.
  const sms = smsProviderFromEnv(app.log);
  const phoneWrong = (lang: Parameters<typeof ruleMessage>[1]) =>
    new AppError(ruleMessage('phoneWrong', lang), 400, 400);

  if (process.env.NODE_ENV !== 'production') await app.register(smsDevRoutes);

  callRoute(app, accountCalls.phoneCode, {
    public: true,
    tags: ['account'],
    summary: '发送短信验证码 (send a verification code)',
    description:
      '6 digits, valid 5 minutes, one per phone every 60 s (429 with the seconds left), at most 10 per phone and 30 per IP in 24 hours (429). A wrong phone answers 400 手机号码有误.',
    handler: async (req) => {
      const { phone, purpose } = req.query;
      if (!isPhone(phone)) throw phoneWrong(req.lang);
      await issueCode(app.db, sms, { phone, purpose, ip: req.ip }, req.lang);
      return ok({ resendSeconds: SMS_CODE.RESEND_S, expiresInSeconds: SMS_CODE.TTL_MS / 1000 });
    },
  });

  callRoute(app, accountCalls.phoneConfirm, {
    public: true,
    tags: ['account'],
    summary: '校验短信验证码 (check a verification code; uses it up)',
    description:
      'Single use: a right code is consumed. 5 wrong attempts kill the code. Answers 400 when wrong, expired or used.',
    handler: async (req) => {
      const { phone, code, purpose } = req.query;
      if (!isPhone(phone)) throw phoneWrong(req.lang);
      if (!(await consumeCode(app.db, phone, purpose, code))) {
        throw new AppError(accountMessage('codeWrong', req.lang), 400, 400);
      }
      return ok(null);
    },
  });

  callRoute(app, accountCalls.updatePassword, {
    who: { kind: 'signedIn', note: 'the caller’s own password' },
    rateLimit: { max: app.config.authRatePerMinute, timeWindow: '1 minute' },
    tags: ['account'],
    summary: '修改密码 (change password); every session of the user ends',
    description:
      'oldPassword and password each encrypted with its own nonce from GET /auth/login/key. After success the client logs in again.',
    handler: async (req) => {
      await updatePassword(app.db, req.user, req.body, req.lang);
      return ok(null);
    },
  });

  callRoute(app, accountCalls.saveProfile, {
    who: { kind: 'signedIn', note: 'the caller’s own avatar and introduction' },
    tags: ['account'],
    summary: '保存头像与个人简介 (save avatar and introduction)',
    description:
      'avatar: the id of an image the caller uploaded with POST /api/common/upload/image (no proId), or null to remove it; introduction: at most 200 characters, trimmed. Audited.',
    handler: async (req) => {
      await saveProfile(app.db, req.user, { userId: req.user.userId, ip: req.ip }, req.body, req.lang);
      return ok(null);
    },
  });

  callRoute(app, accountCalls.saveSetting, {
    who: { kind: 'signedIn', note: 'the caller’s own switches' },
    tags: ['account'],
    summary: '保存个人设置 (save the caller’s switches: the submit-number notice)',
    description:
      'showSubmitNumber: false stops the notice with the submit number after a submission (送检); true brings it back. Only the named switches change. Audited.',
    handler: async (req) =>
      ok(await saveSetting(app.db, req.user, { userId: req.user.userId, ip: req.ip }, req.body)),
  });

  callRoute(app, accountCalls.savePersonal, {
    who: { kind: 'signedIn', note: 'the caller’s own profile' },
    rateLimit: { max: app.config.authRatePerMinute, timeWindow: '1 minute' },
    tags: ['account'],
    summary: '保存个人信息 (save personal information); every session of the user ends',
    description:
      'Only while the account must complete its information (situation 3 or 4; 4 keeps name and phone). oldPassword, password and passwordConfirm each encrypted with its own nonce from GET /auth/login/key. verificationCode is a "personal" code when the account requires one.',
    handler: async (req) => {
      await savePersonal(app.db, req.user, req.body, req.lang);
      return ok(null);
    },
  });
}
