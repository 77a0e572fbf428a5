import multipart from '@fastify/multipart';
import { BEHAVIOR_LOG_LIMITS, callUrl, commonCalls, type Language, ok, type UploadKind } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertMember } from '../../platform/access';
import { insertBehaviorLog } from '../../platform/audit/behavior-log';
import { AppError } from '../../platform/envelope';
import { callRoute, callSchema } from '../../platform/http/call-route';
import { t } from '../../platform/i18n';
import { oncePerClientId } from '../../platform/idempotency';
import { importJobProgress, importJobResult } from '../../platform/jobs/import-jobs';
import { contentDisposition } from '../../platform/kit/excel';
import { formParts } from '../../platform/multipart';
import { confirmUpload, openDownload, saveUpload, storageSts } from '../../platform/storage/uploads';
import { commonMessage } from './common.messages';
import {
  addressChildren,
  companyTypeOptions,
  docCategoryOptions,
  judgeTender,
  positionOptions,
  regionTreeBody,
} from './common.service';

const tags = ['common'];
const megabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10);
const proIdField = z.coerce.number().int().positive();

/** `proId` from the query or, failing that, a form field sent before the file; 422 when malformed. */
function uploadProjectId(
  query: number | undefined,
  field: string | undefined,
  lang: Language,
): number | null {
  if (query !== undefined) return query;
  if (field === undefined || field === '') return null;
  const parsed = proIdField.safeParse(field);
  if (!parsed.success)
    throw new AppError(
      t('field', lang, { field: 'proId', msg: parsed.error.issues[0]?.message ?? '' }),
      422,
      422,
    );
  return parsed.data;
}

/**
 * Common services of docs/product.md §7.8: uploads and downloads, the storage STS answer, the region tree,
 * dictionaries (company types, positions, document categories), judgeTender, the behaviour log and
 * the progress and result of background imports. (The public notice list lives in modules/notice.)
 */
export async function commonRoutes(app: FastifyInstance) {
  const { imageMaxBytes, fileMaxBytes } = app.config.upload;
  // Scoped to this plugin: only the upload calls parse multipart bodies.
  await app.register(multipart, {
    limits: {
      files: 1,
      fields: 10,
      fieldSize: 1000,
      parts: 12,
      fileSize: Math.max(imageMaxBytes, fileMaxBytes),
    },
  });

  /**
   * Reads the one file of the request into memory (at most `maxBytes`), after checking the project it
   * is for, then sniffs and stores it. A second file part is refused rather than silently dropped.
   */
  const upload =
    (kind: UploadKind, maxBytes: number) =>
    async (req: FastifyRequest<{ Querystring: { proId?: number; clientId?: string } }>) => {
      let proIdValue: string | undefined;
      let received: { bytes: Buffer; filename: string; projectId: number | null } | undefined;
      try {
        for await (const part of formParts(req, { limits: { fileSize: maxBytes, files: 1 } })) {
          if (part.type === 'field') {
            if (part.fieldname === 'proId' && typeof part.value === 'string') proIdValue = part.value;
            continue;
          }
          let projectId: number | null;
          try {
            projectId = uploadProjectId(req.query.proId, proIdValue, req.lang);
            if (projectId !== null) await assertMember(app.db, req.user.userId, projectId, req.lang);
          } catch (err) {
            part.file.resume();
            throw err;
          }
          received = { bytes: await part.toBuffer(), filename: part.filename, projectId };
        }
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new AppError(commonMessage('tooLarge', req.lang, { max: megabytes(maxBytes) }), 413, 413);
        if (err instanceof app.multipartErrors.FilesLimitError)
          throw new AppError(commonMessage('oneFile', req.lang), 422, 422);
        throw err;
      }
      if (!received) throw new AppError(commonMessage('noFile', req.lang), 422, 422);
      const file = { kind, ...received, userId: req.user.userId };
      // A photo from the site app carries its clientId: a retry answers the first stored file (docs/domains/site.md).
      const call = kind === 'image' ? commonCalls.uploadImage.path : commonCalls.uploadFile.path;
      const stored = await oncePerClientId(app.db, req.user, req.query.clientId, call, req.lang, (tx) =>
        saveUpload(tx, app.storage, file, req.lang),
      );
      return ok(stored);
    };
  callRoute(app, commonCalls.uploadImage, {
    who: { kind: 'signedIn', note: 'the caller’s own upload; a named proId needs membership' },
    tags,
    summary: `上传图片 (image upload: multipart, one file; jpeg/png/webp/gif by content)`,
    handler: upload('image', imageMaxBytes),
  });
  callRoute(app, commonCalls.uploadFile, {
    who: { kind: 'signedIn', note: 'the caller’s own upload; a named proId needs membership' },
    tags,
    summary: '上传文件 (file upload: multipart, one file; pdf/xlsx/docx/zip/jpeg/png by content)',
    handler: upload('file', fileMaxBytes),
  });
  callRoute(app, commonCalls.download, {
    who: { kind: 'projectMember', note: 'the file’s owner or a member of its project' },
    tags,
    summary: '下载文件 (download as a blob; the uploader or a member of the file’s project)',
    handler: async (req, reply) => {
      const file = await openDownload(app.db, app.storage, req.query.id, req.user.userId);
      if (!file) throw new AppError(commonMessage('fileNotFound', req.lang), 404, 404);
      return reply
        .header('content-type', file.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.name, file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(file.stream);
    },
  });
  callRoute(app, commonCalls.storageSts, {
    who: { kind: 'signedIn', note: 'an upload credential for the caller’s own prefix' },
    tags,
    summary: '存储上传凭证 (how the client uploads: local upload calls, or presigned S3 data)',
    handler: async (req) => ok(await storageSts(app.config, app.storage, req.user.userId)),
  });
  callRoute(app, commonCalls.uploadConfirm, {
    who: { kind: 'signedIn', note: 'the caller’s own upload; a named proId needs membership' },
    tags,
    summary:
      '确认直传文件 (S3 mode: record an object uploaded with the STS answer; sniffed and size-checked like the upload calls)',
    handler: async (req) => {
      const { key, name, kind, proId } = req.body;
      if (proId !== undefined) await assertMember(app.db, req.user.userId, proId, req.lang);
      const stored = await confirmUpload(
        app.db,
        app.storage,
        {
          key,
          name,
          kind,
          userId: req.user.userId,
          projectId: proId ?? null,
          maxBytes: kind === 'image' ? imageMaxBytes : fileMaxBytes,
        },
        req.lang,
      );
      return ok(stored);
    },
  });

  callRoute(app, commonCalls.address, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '地址 (children of a region: provinces for addressId 0, then cities, then districts)',
    handler: async (req) => ok(addressChildren(req.query.addressId)),
  });
  // Untyped on purpose: the answer is the envelope serialised once at load (or a 304), not an object.
  // Registered by hand from its catalogue entry for the 304 answer callRoute does not describe.
  const allAddress = commonCalls.allAddress;
  const allAddressSchema = callSchema(allAddress, {
    tags,
    summary: '全部地址 (the whole province → city → district tree; ETag)',
  });
  app.get(
    callUrl(allAddress),
    {
      config: { public: true, call: allAddress },
      schema: {
        ...allAddressSchema,
        response: {
          ...allAddressSchema.response,
          304: z.null().describe('not modified (If-None-Match)'),
        },
      },
    },
    async (req, reply) => {
      const { body, etag } = regionTreeBody();
      reply.header('etag', etag).header('cache-control', 'public, max-age=3600');
      const match = req.headers['if-none-match'];
      if (match?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
      // Serialised once at load: the tree does not change while the process runs.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => payload as string)
        .send(body);
    },
  );

  callRoute(app, commonCalls.unitType, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '单位类型 (company types 1–8)',
    handler: async (req) => ok(companyTypeOptions(req.lang)),
  });
  callRoute(app, commonCalls.enterpriseType, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '企业类型 (company types 1–8)',
    handler: async (req) => ok(companyTypeOptions(req.lang)),
  });
  callRoute(app, commonCalls.position, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '岗位选择 (job positions, all or of one company type)',
    handler: async (req) => ok(positionOptions(req.lang, req.query.compType)),
  });
  callRoute(app, commonCalls.docCategories, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '项目资料字典 (document categories of a project)',
    handler: async (req) => ok(docCategoryOptions(req.lang)),
  });
  callRoute(app, commonCalls.judgeTender, {
    who: { kind: 'projectMember' },
    tags,
    summary: '是否需要登记招标 (must the project register a tender, and has it)',
    handler: async (req) => {
      await assertMember(app.db, req.user.userId, req.query.proId, req.lang);
      return ok(await judgeTender(app.db, req.query.proId, req.lang));
    },
  });

  callRoute(app, commonCalls.behaviorLog, {
    who: { kind: 'signedIn', note: 'the caller’s own behaviour log; a named proId needs membership' },
    rateLimit: {
      max: BEHAVIOR_LOG_LIMITS.PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (req) => (req.user ? `user:${req.user.userId}` : req.ip),
    },
    tags,
    summary: '行为日志 (record a user action)',
    handler: async (req) => {
      if (req.body.proId) await assertMember(app.db, req.user.userId, req.body.proId, req.lang);
      await insertBehaviorLog(app.db, req.user.userId, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      return ok(null);
    },
  });

  callRoute(app, commonCalls.importLoading, {
    who: { kind: 'signedIn', note: 'the caller’s own import jobs' },
    tags,
    summary: '导入进度 (a background import’s progress; its owner only)',
    handler: async (req) => {
      const progress = await importJobProgress(app.db, req.query.id, req.user.userId);
      if (!progress) throw new AppError(commonMessage('importNotFound', req.lang), 404, 404);
      return ok(progress);
    },
  });
  // The spec lists loading and result as POST; the GET above stays for the pages already polling it.
  callRoute(app, commonCalls.importLoadingPost, {
    who: { kind: 'signedIn', note: 'the caller’s own import jobs' },
    tags,
    summary: '导入进度 (POST: a background import’s progress; its owner only)',
    handler: async (req) => {
      const progress = await importJobProgress(app.db, req.body.id, req.user.userId);
      if (!progress) throw new AppError(commonMessage('importNotFound', req.lang), 404, 404);
      return ok(progress);
    },
  });
  callRoute(app, commonCalls.importResult, {
    who: { kind: 'signedIn', note: 'the caller’s own import jobs' },
    tags,
    summary: '导入结果 (final counts and row errors of a background import; its owner only)',
    handler: async (req) => {
      const result = await importJobResult(app.db, req.body.id, req.user.userId);
      if (!result) throw new AppError(commonMessage('importNotFound', req.lang), 404, 404);
      return ok(result);
    },
  });
}
