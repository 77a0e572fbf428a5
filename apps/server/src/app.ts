import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { envelopeSchema, healthSchema, ok } from '@zhuji/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { acceptanceRoutes } from './modules/acceptance/acceptance.routes';
import { accountRoutes } from './modules/account/account.routes';
import { buildingRoutes } from './modules/building/building.routes';
import { buildingPartRoutes } from './modules/building/building-part.routes';
import { collaborationRoutes } from './modules/collaboration/collaboration.routes';
import { commonRoutes } from './modules/common/common.routes';
import { companyRoutes } from './modules/company/company.routes';
import { complaintRoutes } from './modules/complaint/complaint.routes';
import { costRoutes } from './modules/cost/cost.routes';
import { documentRoutes } from './modules/document/document.routes';
import { fireRoutes } from './modules/fire/fire.routes';
import { flowRoutes } from './modules/flow/flow.routes';
import { flowApplyRoutes } from './modules/flow/flow-apply.routes';
import { fundsRoutes } from './modules/funds/funds.routes';
import { mainBodyRoutes } from './modules/main-body/main-body.routes';
import { materialRoutes } from './modules/material/material.routes';
import { concreteImportRoutes } from './modules/material-inspection/material-inspection.import';
import { materialInspectionRoutes } from './modules/material-inspection/material-inspection.routes';
import { noticeRoutes } from './modules/notice/notice.routes';
import { outputReportModuleRoutes, outputRoutes } from './modules/output/output.routes';
import { partyRoutes } from './modules/party/party.routes';
import { pileRoutes } from './modules/pile/pile.routes';
import { pileDetectionRoutes } from './modules/pile-detection/pile-detection.routes';
import { progressRoutes } from './modules/progress/progress.routes';
import { projectRoutes } from './modules/project/project.routes';
import { projectCoreRoutes } from './modules/project/project-core.routes';
import { projectInfoRoutes } from './modules/project/project-info.routes';
import { projectPartyRoutes } from './modules/project/project-party.routes';
import { recordsRoutes } from './modules/records/records.routes';
import { rectificationRoutes } from './modules/rectification/rectification.routes';
import { reportRoutes } from './modules/report/report.routes';
import { riskRoutes } from './modules/risk/risk.routes';
import { submissionImportRoutes, testBlockImportRoutes } from './modules/specimen/specimen.import';
import { specimenRoutes } from './modules/specimen/specimen.routes';
import { supplierRoutes } from './modules/supplier/supplier.routes';
import { supportRoutes } from './modules/support/support.routes';
import { tenderRoutes } from './modules/tender/tender.routes';
import { warningRoutes } from './modules/warning/warning.routes';
import auth from './platform/auth/plugin';
import routeTable from './platform/auth/route-table';
import type { Database, Db } from './platform/db/client';
import docs from './platform/docs';
import envelope from './platform/envelope';
import kit from './platform/kit/plugin';
import security from './platform/security';
import spa from './platform/spa';
import storage from './platform/storage/plugin';
import { testRoutes } from './platform/test-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  dbMode: 'embedded' | 'external';
  /** false in tests: logs go nowhere unless asked. */
  logger?: boolean;
}

/** The whole HTTP application; main.ts listens with it, tests drive it with app.inject. */
export async function buildApp({
  config,
  database,
  dbMode,
  logger = true,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: ['req.headers["x-auth-token"]', 'req.headers.cookie'] }
      : false,
    // A hop count as proxy-addr reads it: the n addresses nearest to the server are proxies.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Slow clients (slowloris): headers, the whole request and idle keep-alive connections are bounded.
    http: {
      headersTimeout: config.http.headersMs,
      // Node checks the headers and request timeouts on this beat; 30 s by default would let them overrun.
      connectionsCheckingInterval: Math.max(50, Math.min(5000, Math.floor(config.http.headersMs / 4))),
    },
    requestTimeout: config.http.requestMs,
    keepAliveTimeout: config.http.keepAliveMs,
    connectionTimeout: config.http.idleMs,
    bodyLimit: 10 * 1024 * 1024,
    // Arrays in GET/DELETE arrive as repeated keys (spec §7); the default parser keeps them as arrays.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);

  await app.register(cookie);
  await app.register(envelope);
  await app.register(security);
  // Per-route limits only (login, codes); in-memory, so per process.
  await app.register(rateLimit, { global: false });
  await app.register(auth);
  await app.register(routeTable);
  await app.register(kit);
  await app.register(storage);
  await app.register(docs, { version: config.version });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const healthResponse = envelopeSchema(healthSchema);
  typed.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: '健康检查 (health)',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_req, reply) => {
      const db = await database.pool
        .query('select 1')
        .then(() => true)
        .catch(() => false);
      if (!db) reply.code(503);
      return ok({ status: db ? 'ok' : 'degraded', db, version: config.version, dbMode } as const);
    },
  );

  await app.register(noticeRoutes);
  await app.register(supportRoutes);
  await app.register(tenderRoutes);
  await app.register(warningRoutes);
  await app.register(outputRoutes);
  await app.register(outputReportModuleRoutes);
  await app.register(progressRoutes);
  await app.register(fundsRoutes);
  await app.register(costRoutes);
  await app.register(complaintRoutes);
  await app.register(fireRoutes);
  await app.register(mainBodyRoutes);
  await app.register(partyRoutes);
  await app.register(riskRoutes);
  await app.register(materialRoutes);
  await app.register(supplierRoutes);
  await app.register(documentRoutes);
  await app.register(reportRoutes);
  await app.register(recordsRoutes);
  await app.register(projectRoutes);
  await app.register(projectCoreRoutes);
  await app.register(projectInfoRoutes);
  await app.register(projectPartyRoutes);
  await app.register(specimenRoutes);
  await app.register(testBlockImportRoutes);
  await app.register(submissionImportRoutes);
  await app.register(pileDetectionRoutes);
  await app.register(materialInspectionRoutes);
  await app.register(concreteImportRoutes);
  await app.register(collaborationRoutes);
  await app.register(flowRoutes);
  await app.register(flowApplyRoutes);
  await app.register(acceptanceRoutes);
  await app.register(rectificationRoutes);
  await app.register(accountRoutes);
  await app.register(companyRoutes);
  await app.register(buildingRoutes);
  await app.register(buildingPartRoutes);
  await app.register(pileRoutes);
  await app.register(commonRoutes);
  if (config.testRoutes) await app.register(testRoutes);
  if (config.webDist) await app.register(spa, { root: config.webDist });
  return app;
}
