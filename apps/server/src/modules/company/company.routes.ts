import {
  companyInfoSchema,
  companyLoginCodeBodySchema,
  companyReviewItemSchema,
  companyReviewListQuerySchema,
  companyStatusResultSchema,
  companyUpdateBodySchema,
  companyVerifyBodySchema,
  envelopeSchema,
  ok,
  qualificationOptionsSchema,
  qualificationQuerySchema,
  registerBodySchema,
  registerResultSchema,
  verifyCompanyQuerySchema,
  verifyCompanyResultSchema,
} from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/** Company registration (/auth), the caller's company and the platform's review (spec §3, §7.1). */
export async function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authLimit = { max: app.config.authRatePerMinute, timeWindow: '1 minute' };
  const sms = smsProviderFromEnv(app.log);

  r.post(
    '/auth/register',
    {
      config: { public: true, rateLimit: authLimit },
      schema: {
        tags: ['company'],
        summary: '单位注册 (register a company and its administrator; pending platform review)',
        description:
          '`code` is an SMS code sent with purpose "register" to `phone`; `password` encrypted with a nonce from GET /auth/login/key. 422 names a bad field (areaList must be a real province/city/district chain), 409 when the credit code, account or phone is taken, 400 when the code is wrong or used. Users of a pending company cannot log in until the platform approves it.',
        body: registerBodySchema,
        response: { 200: envelopeSchema(registerResultSchema) },
      },
    },
    async (req) => ok(await register(app.db, req.body, req.lang), companyMessage('registered', req.lang)),
  );

  r.get(
    '/auth/verifyCompany',
    {
      config: { public: true },
      schema: {
        tags: ['company'],
        summary: '统一社会信用代码是否已注册 (is the credit code registered)',
        querystring: verifyCompanyQuerySchema,
        response: { 200: envelopeSchema(verifyCompanyResultSchema) },
      },
    },
    async (req) => ok(await verifyCompany(app.db, req.query.creditCode)),
  );

  r.get(
    '/auth/comp/getQualification',
    {
      config: { public: true },
      schema: {
        tags: ['company'],
        summary: '单位类型的资质选项 (qualification options of a company type)',
        querystring: qualificationQuerySchema,
        response: { 200: envelopeSchema(qualificationOptionsSchema) },
      },
    },
    async (req) => ok(qualificationOptions(req.query.compType)),
  );

  r.get(
    '/auth/comp/status',
    {
      config: { public: true },
      schema: {
        tags: ['company'],
        summary:
          '单位注册审核状态 (review status of a registration, with the rejection reason); 404 when unknown',
        querystring: verifyCompanyQuerySchema,
        response: { 200: envelopeSchema(companyStatusResultSchema) },
      },
    },
    async (req) => ok(await companyStatus(app.db, req.query.creditCode, req.lang)),
  );

  r.get(
    '/api/company/info',
    {
      config: { who: { kind: 'signedIn', note: 'the caller’s own company' } },
      schema: {
        tags: ['company'],
        summary: '本单位信息 (the caller’s company; editable for its administrator)',
        response: { 200: envelopeSchema(companyInfoSchema) },
      },
    },
    async (req) => ok(await companyInfo(app.db, req.user, req.lang)),
  );

  r.post(
    '/api/company/update',
    {
      config: { who: { kind: 'companyAdmin', note: 'the caller’s own company' } },
      schema: {
        tags: ['company'],
        summary: '修改本单位信息 (update the caller’s company; its administrator only)',
        description:
          '403 unless the caller administers the company, or when `userId` is not the caller. 422 names a bad field, 409 when the credit code belongs to another company. Answers the updated company.',
        body: companyUpdateBodySchema,
        response: { 200: envelopeSchema(companyInfoSchema) },
      },
    },
    async (req) => ok(await updateCompany(app.db, req.user, req.body, req.lang)),
  );

  r.post(
    '/api/admin/company/loginCode',
    {
      config: { who: { kind: 'platformAdmin' } },
      schema: {
        tags: ['company'],
        summary:
          '单位登录短信验证 (require an SMS code after the password at login for a company; platform administrator only)',
        body: companyLoginCodeBodySchema,
        response: { 200: envelopeSchema(companyInfoSchema) },
      },
    },
    async (req) => ok(await setLoginCodeRequired(app.db, req.user, req.body, req.lang)),
  );

  r.get(
    '/api/admin/company/list',
    {
      config: { who: { kind: 'platformStaff' } },
      schema: {
        tags: ['company'],
        summary:
          '单位注册审核列表 (registrations by status, type and keyword, with their details; platform staff only)',
        querystring: companyReviewListQuerySchema,
        response: { 200: envelopeSchema(z.array(companyReviewItemSchema)) },
      },
    },
    async (req) => ok(await reviewList(app.db, req.user, req.query, req.lang)),
  );

  r.post(
    '/api/admin/company/verify',
    {
      config: { who: { kind: 'platformStaff' } },
      schema: {
        tags: ['company'],
        summary: '审核单位注册 (approve → active, reject → disabled; platform staff only)',
        description:
          'Only a pending registration can be reviewed (409 otherwise); a rejection needs a reason (422). The reason is kept for GET /auth/comp/status, and the company administrator gets a text message with the outcome.',
        body: companyVerifyBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (req) => ok(null, await verifyRegistration(app.db, req.user, req.body, sms, req.lang)),
  );
}
