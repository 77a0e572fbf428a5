import { ok, projectCalls } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { callRoute } from '../../platform/http/call-route';
import { workbench } from './workbench.service';

// The workbench keeps its /api/project/ path (the /home page has called it so since the product's first
// version); its cards read projects, buildings, output notices, approvals and warnings, so it sits above
// all of those modules instead of inside project, which warning and output build on.
const tags = ['project'];

/** GET /api/project/workbench: the cards of /home (docs/domains/project.md). */
export async function homeRoutes(app: FastifyInstance) {
  callRoute(app, projectCalls.workbench, {
    who: { kind: 'signedIn', note: 'the caller’s own projects' },
    tags,
    summary: '工作台 (one card per project the caller holds a role on)',
    description:
      'outputReportDue: last month’s output report is still owed on the project by the caller’s side (the contractor’s roles; closing the notice does not clear it); pendingApprovals counts the flows waiting on the caller on the project (the approval centre’s todo box), for platform staff also the platform steps of the project and of its main project; openWarnings counts the open items of the project’s 异常清单 the caller may see.',
    handler: async (req) => ok(await workbench(app.db, req.user)),
  });
}
