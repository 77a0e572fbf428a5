import {
  type GeoBorehole,
  type GeoStratum,
  type Language,
  ok,
  recordsCalls,
  roleName,
  type UsersByDept,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { assertAction, loadProject, onProject } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { callRoute } from '../../platform/http/call-route';
import { t } from '../../platform/i18n';
import { appUser, company, project, projectMember, role } from '../../platform/identity';
import { pile, pileGroup } from '../pile';
import { RECORDS_MENU } from './records.messages';
import { geoBorehole, geoStratum, goods } from './records.table';

/** '13805710001' → '138****0001': the contact list shows who, not the whole number. */
export const maskPhone = (phone: string | null) =>
  phone && phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;

/** numeric strings a − b with `scale` decimals, without floats. */
const minus = (a: string, b: string, scale: number) => {
  const f = 10 ** scale;
  return (Math.round(Number(a) * f - Number(b) * f) / f).toFixed(scale);
};

async function boreholes(db: DbOrTx, where: SQL, page: number, limit: number) {
  const strata = db
    .select({
      boreholeId: geoStratum.boreholeId,
      n: count().as('n'),
      bottom:
        sql<string>`(array_agg(${geoStratum.layerNo} || ' ' || ${geoStratum.name} order by ${geoStratum.seq} desc))[1]`.as(
          'bottom',
        ),
    })
    .from(geoStratum)
    .groupBy(geoStratum.boreholeId)
    .as('s');
  const [rows, [total]] = await Promise.all([
    db
      .select({ b: geoBorehole, n: strata.n, bottom: strata.bottom })
      .from(geoBorehole)
      .leftJoin(strata, eq(strata.boreholeId, geoBorehole.id))
      .where(where)
      .orderBy(asc(geoBorehole.holeNo))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(geoBorehole).where(where),
  ]);
  const list: GeoBorehole[] = rows.map((r) => ({
    ...r.b,
    strataCount: Number(r.n ?? 0),
    bottomLayer: r.bottom ?? null,
  }));
  return { total: total?.n ?? 0, list };
}

/** The project's people by company (department): each with their roles on the project, named in `lang`. */
export async function usersByDept(db: DbOrTx, projectId: number, lang: Language): Promise<UsersByDept> {
  const rows = await db
    .select({
      companyId: company.id,
      companyName: company.name,
      compType: company.compType,
      userId: appUser.id,
      name: appUser.name,
      phone: appUser.phone,
      roleId: role.id,
      role: role.name,
    })
    .from(projectMember)
    .innerJoin(appUser, eq(appUser.id, projectMember.userId))
    .innerJoin(company, eq(company.id, projectMember.companyId))
    .innerJoin(role, eq(role.id, projectMember.roleId))
    .where(eq(projectMember.projectId, projectId))
    .orderBy(asc(company.compType), asc(company.id), asc(appUser.id), asc(role.id));
  const depts: UsersByDept = [];
  for (const r of rows) {
    let dept = depts.find((d) => d.companyId === r.companyId);
    if (!dept) {
      dept = { companyId: r.companyId, companyName: r.companyName, compType: r.compType, users: [] };
      depts.push(dept);
    }
    let user = dept.users.find((u) => u.userId === r.userId);
    if (!user) {
      user = { userId: r.userId, name: r.name, phone: maskPhone(r.phone), roles: [] };
      dept.users.push(user);
    }
    user.roles.push(roleName({ id: r.roleId, name: r.role }, lang));
  }
  return depts;
}

const guard = async (db: DbOrTx, user: SessionUser, proId: number, lang: Parameters<typeof t>[1]) => {
  await loadProject(db, proId, lang);
  await assertAction(db, user, proId, RECORDS_MENU, 'list', lang);
};

/** Project records (docs/domains/records.md): goods, geological data, pile data, people by department. */
export async function recordsRoutes(app: FastifyInstance) {
  callRoute(app, recordsCalls.goodsList, {
    who: { kind: 'signedIn', note: 'the caller’s own projects' },
    tags: ['records'],
    summary: '物资清单 (goods of the caller’s projects, by project name)',
    description: 'Only projects the caller is a member of; projectName matches part of the name.',
    handler: async (req) => {
      const { projectName, pageNum, pageSize } = req.query;
      const mine = app.db
        .selectDistinct({ id: projectMember.projectId })
        .from(projectMember)
        .where(eq(projectMember.userId, req.user.userId));
      // A sub-project is named with its main project: '萧山湘湖未来社区（二期） 桩基工程'.
      const main = alias(project, 'main_project');
      const fullName = sql<string>`concat_ws(' ', ${main.name}, ${project.name})`;
      const conditions = [inArray(goods.projectId, mine)];
      if (projectName) {
        const like = `%${projectName.replace(/[\\%_]/g, '\\$&')}%`;
        const match = or(ilike(project.name, like), ilike(main.name, like));
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ g: goods, projectName: fullName })
          .from(goods)
          .innerJoin(project, eq(project.id, goods.projectId))
          .leftJoin(main, eq(main.id, project.parentId))
          .where(where)
          .orderBy(desc(goods.arrivedOn), desc(goods.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        app.db
          .select({ n: count() })
          .from(goods)
          .innerJoin(project, eq(project.id, goods.projectId))
          .leftJoin(main, eq(main.id, project.parentId))
          .where(where),
      ]);
      return ok({
        total: total?.n ?? 0,
        pageNum,
        pageSize,
        list: rows.map(({ g, projectName: name }) => ({
          ...g,
          projectName: name,
          amount:
            g.unitPrice === null
              ? null
              : (Math.round(Number(g.quantity) * Number(g.unitPrice) * 100) / 100).toFixed(2),
        })),
      });
    },
  });

  callRoute(app, recordsCalls.geoList, {
    who: onProject('ProjectRecords', 'list'),
    tags: ['records'],
    summary: '地质资料 (boreholes of the geotechnical investigation)',
    description: 'Needs list on ProjectRecords.',
    handler: async (req) => {
      const { proId, page, limit } = req.query;
      await guard(app.db, req.user, proId, req.lang);
      return ok({ page, limit, ...(await boreholes(app.db, eq(geoBorehole.projectId, proId), page, limit)) });
    },
  });

  callRoute(app, recordsCalls.geoDetailList, {
    who: onProject('ProjectRecords', 'list'),
    tags: ['records'],
    summary: '钻孔地层 (strata of one borehole, top to bottom)',
    description: 'Needs list on ProjectRecords of the borehole’s project; 404 for an unknown borehole.',
    handler: async (req) => {
      const [hole] = await app.db
        .select({ projectId: geoBorehole.projectId })
        .from(geoBorehole)
        .where(eq(geoBorehole.id, req.query.id));
      if (!hole) throw new AppError(t('recordNotFound', req.lang), 404, 404);
      await guard(app.db, req.user, hole.projectId, req.lang);
      const { list } = await boreholes(app.db, eq(geoBorehole.id, req.query.id), 1, 1);
      const borehole = list[0];
      if (!borehole) throw new AppError(t('recordNotFound', req.lang), 404, 404);
      const rows = await app.db
        .select()
        .from(geoStratum)
        .where(eq(geoStratum.boreholeId, req.query.id))
        .orderBy(asc(geoStratum.seq));
      const strata: GeoStratum[] = rows.map(({ boreholeId: _, ...s }) => ({
        ...s,
        thickness: minus(s.bottomDepth, s.topDepth, 2),
        bottomElevation: minus(borehole.elevation, s.bottomDepth, 3),
      }));
      return ok({ borehole, strata });
    },
  });

  callRoute(app, recordsCalls.pileDataList, {
    who: onProject('ProjectRecords', 'list'),
    tags: ['records'],
    summary: '桩基数据 (the piles of a sub-project with their design and recorded data)',
    description: 'Needs list on ProjectRecords.',
    handler: async (req) => {
      const { proId, page, limit, keyword, status } = req.query;
      await guard(app.db, req.user, proId, req.lang);
      const conditions = [eq(pile.projectId, proId)];
      if (keyword) conditions.push(ilike(pile.pileNo, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`));
      if (status) conditions.push(eq(pile.status, status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            id: pile.id,
            pileNo: pile.pileNo,
            groupName: pileGroup.name,
            pileType: pileGroup.pileType,
            diameterMm: pileGroup.diameterMm,
            designLength: pileGroup.designLength,
            status: pile.status,
            fillingCoefficient: pile.fillingCoefficient,
            abnormal: pile.abnormal,
            finishedAt: pile.finishedAt,
          })
          .from(pile)
          .innerJoin(pileGroup, eq(pileGroup.id, pile.groupId))
          .where(where)
          .orderBy(asc(pile.noPrefix), asc(pile.noSeq), asc(pile.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ n: count() }).from(pile).where(where),
      ]);
      return ok({
        total: total?.n ?? 0,
        page,
        limit,
        list: rows.map((p) => ({ ...p, finishedAt: p.finishedAt?.toISOString() ?? null })),
      });
    },
  });

  callRoute(app, recordsCalls.roleUsersByDept, {
    who: onProject('ProjectRecords', 'list'),
    tags: ['records'],
    summary: '按单位（部门）的项目人员 (role users by department)',
    description: 'Needs list on ProjectRecords; phones are masked.',
    handler: async (req) => {
      await guard(app.db, req.user, req.query.proId, req.lang);
      return ok(await usersByDept(app.db, req.query.proId, req.lang));
    },
  });
}
