import {
  COMPANY_TYPE,
  type Language,
  type SupplierItem,
  type SupplierListQuery,
  type SupplierOwnProfile,
  type SupplierProfileSave,
} from '@zhuji/shared';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { company, isProvinceOrCity } from '../../platform/identity';
import { supplierProfile } from './supplier.table';
import { isSupplierUser, msg, refused } from './supplier-common';

// ---- supplier profiles ---------------------------------------------------------------------------

const supplierColumns = { p: supplierProfile, c: company };

const toSupplierItem = ({
  p,
  c,
}: {
  p: typeof supplierProfile.$inferSelect;
  c: typeof company.$inferSelect;
}) =>
  ({
    companyId: c.id,
    companyName: c.name,
    creditCode: c.creditCode,
    address: c.address,
    categories: p.categories,
    mainProducts: p.mainProducts,
    serviceRegions: p.serviceRegions,
    licenceNo: p.licenceNo,
    contactName: p.contactName,
    contactPhone: p.contactPhone,
    updatedAt: p.updatedAt.toISOString(),
  }) satisfies SupplierItem;

export const activeSupplier = and(eq(company.compType, COMPANY_TYPE.SUPPLIER), eq(company.status, 'active'));

/**
 * The marketplace: active supplier companies with a profile. A region matches a supplier that delivers
 * there or to a part of it (a supplier of 浙江 serves 杭州; searching 浙江 finds a supplier of 杭州).
 */
export async function listSuppliers(db: DbOrTx, q: SupplierListQuery) {
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    activeSupplier,
    like
      ? or(
          ilike(company.name, like),
          ilike(supplierProfile.mainProducts, like),
          ilike(supplierProfile.contactName, like),
        )
      : undefined,
    q.category ? sql`${supplierProfile.categories} @> ${JSON.stringify([q.category])}::jsonb` : undefined,
    q.region
      ? sql`exists (select 1 from jsonb_array_elements_text(${supplierProfile.serviceRegions}) as r(code)
          where ${q.region} like r.code || '%' or r.code like ${q.region} || '%')`
      : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(supplierProfile)
    .innerJoin(company, eq(company.id, supplierProfile.companyId))
    .where(where);
  const rows = await db
    .select(supplierColumns)
    .from(supplierProfile)
    .innerJoin(company, eq(company.id, supplierProfile.companyId))
    .where(where)
    .orderBy(asc(company.name), asc(company.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { list: rows.map(toSupplierItem), total: total?.n ?? 0, page: q.page, limit: q.limit };
}

export async function ownProfile(db: DbOrTx, user: SessionUser, lang: Language): Promise<SupplierOwnProfile> {
  if (!(await isSupplierUser(db, user))) throw refused('supplierOnly', lang);
  const [c] = await db.select().from(company).where(eq(company.id, user.companyId));
  if (!c) throw refused('supplierOnly', lang);
  const [row] = await db
    .select(supplierColumns)
    .from(supplierProfile)
    .innerJoin(company, eq(company.id, supplierProfile.companyId))
    .where(eq(supplierProfile.companyId, user.companyId));
  return { companyId: c.id, companyName: c.name, profile: row ? toSupplierItem(row) : null };
}

/** A supplier's own users keep its profile; anyone else gets 403, a made-up region 422. */
export async function saveProfile(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: SupplierProfileSave,
  lang: Language,
): Promise<SupplierOwnProfile> {
  if (!(await isSupplierUser(db, user))) throw refused('supplierOnly', lang);
  const bad = body.serviceRegions.find((code) => !isProvinceOrCity(code));
  if (bad) throw fieldError('serviceRegions', msg('regionInvalid', lang, { code: bad }), lang);
  const values = {
    categories: [...new Set(body.categories)],
    mainProducts: body.mainProducts,
    serviceRegions: [...new Set(body.serviceRegions)],
    licenceNo: body.licenceNo,
    contactName: body.contactName,
    contactPhone: body.contactPhone,
    updatedBy: user.userId,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(supplierProfile)
      .where(eq(supplierProfile.companyId, user.companyId))
      .for('update');
    await tx
      .insert(supplierProfile)
      .values({ companyId: user.companyId, ...values })
      .onConflictDoUpdate({ target: supplierProfile.companyId, set: values });
    await recordAudit(tx, actor, [
      {
        projectId: null,
        resource: 'supplier-profile',
        action: before ? 'update' : 'add',
        recordId: user.companyId,
        before: before ?? null,
        after: values,
      },
    ]);
  });
  return ownProfile(db, user, lang);
}
