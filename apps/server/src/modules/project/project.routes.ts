import { ok, projectCalls } from '@zhuji/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertMember } from '../../platform/access';
import { AppError } from '../../platform/envelope';
import { callRoute } from '../../platform/http/call-route';
import { t } from '../../platform/i18n';
import { project, projectVipInterest } from '../../platform/identity';

/** Project facts the shell reads at start-up: fire-control type and VIP interests (docs/product.md §4 first navigation). */
export async function projectRoutes(app: FastifyInstance) {
  const fireInfo = async (projectId: number, lang: Parameters<typeof t>[1]) => {
    const [row] = await app.db
      .select({ projectId: project.id, division: project.division, fireControl: project.fireControl })
      .from(project)
      .where(eq(project.id, projectId));
    if (!row) throw new AppError(t('recordNotFound', lang), 404, 404);
    return row;
  };

  callRoute(app, projectCalls.fireControlType, {
    who: { kind: 'projectMember' },
    tags: ['project'],
    summary: '消防类型 (fire-control type)',
    handler: async (req) => {
      await assertMember(app.db, req.user.userId, req.query.proId, req.lang);
      const info = await fireInfo(req.query.proId, req.lang);
      return ok({ fireControl: info.fireControl });
    },
  });

  callRoute(app, projectCalls.fireInfo, {
    who: { kind: 'projectMember' },
    tags: ['project'],
    summary: '项目消防信息 (fire-control information)',
    handler: async (req) => {
      await assertMember(app.db, req.user.userId, req.query.proId, req.lang);
      return ok(await fireInfo(req.query.proId, req.lang));
    },
  });

  callRoute(app, projectCalls.vipInterests, {
    who: { kind: 'projectMember' },
    tags: ['project'],
    summary: 'VIP 项目权益 (VIP project interests)',
    handler: async (req) => {
      await assertMember(app.db, req.user.userId, req.query.proId, req.lang);
      const rows = await app.db
        .select({ id: projectVipInterest.interestId })
        .from(projectVipInterest)
        .where(eq(projectVipInterest.projectId, req.query.proId))
        .orderBy(asc(projectVipInterest.interestId));
      return ok(rows.map((row) => row.id));
    },
  });
}
