import { type Envelope, fail, isRuleName, type Language, type RuleParams, ruleMessage } from '@zhuji/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error';
import { pickLanguage, t } from './i18n';
import { multipartError } from './multipart';

// Where the rest of the server has always taken it from; it lives apart so multipart.ts can throw it too.
export { AppError };

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

/**
 * Sends an error envelope past the route's response schema (which describes success only),
 * so an error answered with HTTP 200 is not turned into a serialization failure. A failure carries the
 * request id of its log lines, so a screenshot of the message finds them.
 */
export function sendEnvelope(reply: FastifyReply, status: number, body: Envelope<unknown>) {
  const answer = body.code === 200 ? body : { ...body, requestId: String(reply.request.id) };
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(answer);
}

/** An error whose message is chosen in the caller's language when it is answered. */
interface Localised {
  messageIn(lang: Language): string;
}
const isLocalised = (err: unknown): err is Localised =>
  typeof (err as Partial<Localised>).messageIn === 'function';

const zodLocales = { zh: z.locales.zhCN(), en: z.locales.en(), es: z.locales.es() };

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown> & { params?: RuleParams & { rule?: unknown } };
}

/** One readable sentence per failing field, in the caller's language, naming the field. */
export function describeValidation(items: ValidationItem[], lang: Language): string {
  return items
    .map((item) => {
      const field = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const ruleParams = item.params.params;
      let msg: string;
      if (isRuleName(ruleParams?.rule)) msg = ruleMessage(ruleParams.rule, lang, ruleParams);
      else if (item.keyword === 'custom') msg = item.message ?? '';
      else {
        const localised = zodLocales[lang].localeError({ code: item.keyword, ...item.params } as never);
        msg = typeof localised === 'string' ? localised : (localised?.message ?? item.message ?? '');
      }
      return field ? t('field', lang, { field, msg }) : t('body', lang, { msg });
    })
    .join('；');
}

/** drizzle-orm's message for `.update(table).set({})` (utils.js mapUpdateSet). */
const NO_VALUES_TO_SET = 'No values to set';

/** A PostgreSQL data exception (SQLSTATE class 22), as the driver or drizzle's wrapper reports it. */
function isDataException(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

async function envelopePlugin(app: FastifyInstance) {
  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', async (req, reply) => {
    req.lang = pickLanguage(req.headers['accept-language'], req.cookies?.language);
    reply.header('x-request-id', String(req.id));
  });

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    sendEnvelope(reply, 404, fail(404, t('notFound', req.lang)));
  });

  app.setErrorHandler((thrown: FastifyError, req, reply) => {
    // Upload parser failures escape from wherever a handler reads the form: mapped here once.
    const err = multipartError(thrown, req) as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      return sendEnvelope(reply, 422, fail(422, describeValidation(err.validation as never, req.lang)));
    }
    if (err instanceof AppError) {
      const msg = isLocalised(err) ? err.messageIn(req.lang) : err.message;
      return sendEnvelope(reply, err.status, fail(err.code, msg, err.data, err.url));
    }
    if (err.message === NO_VALUES_TO_SET) {
      // drizzle refuses an UPDATE with an empty SET: the request named nothing to change. The
      // statement failed, so its transaction rolled back and nothing was written.
      return sendEnvelope(reply, 422, fail(422, t('nothingToUpdate', req.lang)));
    }
    if (isDataException(err)) {
      // The input passed its contract but PostgreSQL cannot hold it (a NUL in text, a lone surrogate
      // in jsonb, a number or date out of range): the caller's value, not a server fault. The failed
      // statement aborted its transaction, so nothing was written.
      req.log.info({ err }, 'value refused by the database');
      return sendEnvelope(reply, 422, fail(422, t('unstorableValue', req.lang)));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return sendEnvelope(reply, 429, fail(429, t('tooManyRequests', req.lang)));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large…): say what, without internals.
      req.log.info({ err }, 'client error');
      return sendEnvelope(reply, status, fail(status, `${t('badRequest', req.lang)}: ${err.message}`));
    }
    req.log.error({ err }, 'unhandled error');
    return sendEnvelope(reply, 500, fail(500, t('internal', req.lang)));
  });
}

export default fp(envelopePlugin, { name: 'envelope', dependencies: ['@fastify/cookie'] });

/** A 422 naming the fields, worded like a failed request-schema check. */
export function validationError(issues: z.core.$ZodIssue[], lang: Language): AppError {
  const items = issues.map((issue) => {
    const { path, code, message, ...params } = issue;
    return { keyword: code, instancePath: `/${path.join('/')}`, message, params: params as never };
  });
  return new AppError(describeValidation(items, lang), 422, 422);
}

/** pg's unique_violation, whether or not the driver error comes wrapped (drizzle puts it in `cause`). */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: unknown }).code === '23505' || isUniqueViolation((err as { cause?: unknown }).cause));
