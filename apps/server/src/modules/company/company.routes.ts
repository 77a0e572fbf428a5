import { companyCalls, ok } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { callRoute } from '../../platform/http/call-route';
import { smsProviderFromEnv } from '../../platform/sms/provider';
import { companyMessage } from './company.messages';
import {
  companyInfo,
  companyStatus,
  qualificationOptions,
  register,
  reviewList,
  setLoginCodeRequired,
  updateCompany,
  verifyCompany,
  verifyRegistration,
} from './company.service';

/** Company registration (/auth), the caller's company and the platform's review (docs/product.md §3, docs/domains/company.md). */
export async function companyRoutes(app: FastifyInstance) {
  const authLimit = { max: app.config.authRatePerMinute, timeWindow: '1 minute' };
  const sms = smsProviderFromEnv(app.log);

  callRoute(app, companyCalls.register, {
    public: true,
    rateLimit: authLimit,
    tags: ['company'],
    summary: '单位注册 (register a company and its administrator; pending platform review)',
    description:
      '`code` is an SMS code sent with purpose "register" to `phone`; `password` encrypted with a nonce from GET /auth/login/key. 422 names a bad field (areaList must be a real province/city/district chain), 409 when the credit code, account or phone is taken, 400 when the code is wrong or used. Users of a pending company cannot log in until the platform approves it.',
    handler: async (req) =>
      ok(await register(app.db, req.body, req.lang), companyMessage('registered', req.lang)),
  });

  callRoute(app, companyCalls.verifyCompany, {
    public: true,
    tags: ['company'],
    summary: '统一社会信用代码是否已注册 (is the credit code registered)',
    handler: async (req) => ok(await verifyCompany(app.db, req.query.creditCode)),
  });

  callRoute(app, companyCalls.qualification, {
    public: true,
    tags: ['company'],
    summary: '单位类型的资质选项 (qualification options of a company type)',
    handler: async (req) => ok(qualificationOptions(req.query.compType)),
  });

  callRoute(app, companyCalls.status, {
    public: true,
    tags: ['company'],
    summary:
      '单位注册审核状态 (review status of a registration, with the rejection reason); 404 when unknown',
    handler: async (req) => ok(await companyStatus(app.db, req.query.creditCode, req.lang)),
  });

  callRoute(app, companyCalls.info, {
    who: { kind: 'signedIn', note: 'the caller’s own company' },
    tags: ['company'],
    summary: '本单位信息 (the caller’s company; editable for its administrator)',
    handler: async (req) => ok(await companyInfo(app.db, req.user, req.lang)),
  });

  callRoute(app, companyCalls.update, {
    who: { kind: 'companyAdmin', note: 'the caller’s own company' },
    tags: ['company'],
    summary: '修改本单位信息 (update the caller’s company; its administrator only)',
    description:
      '403 unless the caller administers the company, or when `userId` is not the caller. 422 names a bad field, 409 when the credit code belongs to another company. Answers the updated company.',
    handler: async (req) => ok(await updateCompany(app.db, req.user, req.body, req.lang)),
  });

  callRoute(app, companyCalls.companyLoginCode, {
    who: { kind: 'platformAdmin' },
    tags: ['company'],
    summary:
      '单位登录短信验证 (require an SMS code after the password at login for a company; platform administrator only)',
    handler: async (req) => ok(await setLoginCodeRequired(app.db, req.user, req.body, req.lang)),
  });

  callRoute(app, companyCalls.companyList, {
    who: { kind: 'platformStaff' },
    tags: ['company'],
    summary:
      '单位注册审核列表 (registrations by status, type and keyword, with their details; platform staff only)',
    handler: async (req) => ok(await reviewList(app.db, req.user, req.query, req.lang)),
  });

  callRoute(app, companyCalls.companyVerify, {
    who: { kind: 'platformStaff' },
    tags: ['company'],
    summary: '审核单位注册 (approve → active, reject → disabled; platform staff only)',
    description:
      'Only a pending registration can be reviewed (409 otherwise); a rejection needs a reason (422). The reason is kept for GET /auth/comp/status, and the company administrator gets a text message with the outcome.',
    handler: async (req) => ok(null, await verifyRegistration(app.db, req.user, req.body, sms, req.lang)),
  });
}
