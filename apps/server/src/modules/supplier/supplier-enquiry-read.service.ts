import {
  type EnquiryDetail,
  type EnquiryItem,
  type EnquiryListQuery,
  type Language,
  lowestQuoteIds,
  quoteDeadlinePassed,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { appUser, company, project } from '../../platform/identity';
import {
  materialEnquiry,
  materialEnquiryLine,
  materialEnquirySupplier,
  materialQuote,
  materialQuoteLine,
} from './supplier.table';
import { type EnquiryRow, enquiryGuard, isSupplierUser, msg, notFound, refused } from './supplier-common';

// ---- enquiries: reading ----------------------------------------------------------------------------

export async function loadEnquiry(db: DbOrTx, id: number, lang: Language, lock = false): Promise<EnquiryRow> {
  const query = db.select().from(materialEnquiry).where(eq(materialEnquiry.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(lang);
  return row;
}

/** The enquiry's project, for the route's guard (404 before 403). */
export const enquiryProject = async (db: DbOrTx, id: number, lang: Language) => loadEnquiry(db, id, lang);

export async function addressedTo(db: DbOrTx, enquiryId: number, companyId: number) {
  const [row] = await db
    .select({ id: materialEnquirySupplier.companyId })
    .from(materialEnquirySupplier)
    .where(
      and(eq(materialEnquirySupplier.enquiryId, enquiryId), eq(materialEnquirySupplier.companyId, companyId)),
    );
  return !!row;
}

/**
 * Who reads an enquiry: a supplier it is addressed to (any project, like a lab and its submissions), or
 * a member of its project with the action on 询价管理. Answers whether the caller reads as the supplier.
 */
async function assertReads(db: DbOrTx, user: SessionUser, e: EnquiryRow, lang: Language): Promise<boolean> {
  if (await isSupplierUser(db, user)) {
    if (!(await addressedTo(db, e.id, user.companyId))) throw refused('notAddressed', lang);
    return true;
  }
  await enquiryGuard(db, user, e.projectId, 'detail', lang);
  return false;
}

/** The company whose quote was accepted. */
const acceptedCompany = sql<
  string | null
>`(select c.name from material_quote q join company c on c.id = q.company_id
    where q.id = ${materialEnquiry.acceptedQuoteId})`;

async function enquiryItems(
  db: DbOrTx,
  where: SQL | undefined,
  myCompanyId: number | null,
  limit: number,
  offset: number,
  now: Date,
): Promise<EnquiryItem[]> {
  const rows = await db
    .select({
      e: materialEnquiry,
      projectName: project.name,
      createdByName: appUser.name,
      supplierCount: sql<number>`(select count(*)::int from material_enquiry_supplier s where s.enquiry_id = ${materialEnquiry.id})`,
      quoteCount: sql<number>`(select count(*)::int from material_quote q where q.enquiry_id = ${materialEnquiry.id})`,
      quotedByMe:
        myCompanyId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from material_quote q where q.enquiry_id = ${materialEnquiry.id} and q.company_id = ${myCompanyId})`,
      acceptedCompanyName: acceptedCompany,
    })
    .from(materialEnquiry)
    .innerJoin(project, eq(project.id, materialEnquiry.projectId))
    .innerJoin(appUser, eq(appUser.id, materialEnquiry.createdBy))
    .where(where)
    .orderBy(desc(materialEnquiry.createdAt), desc(materialEnquiry.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.e.id,
    projectId: r.e.projectId,
    projectName: r.projectName,
    enquiryNo: r.e.enquiryNo,
    title: r.e.title,
    neededBy: r.e.neededBy,
    deliveryAddress: r.e.deliveryAddress,
    quoteDeadline: r.e.quoteDeadline,
    remark: r.e.remark,
    status: r.e.status,
    deadlinePassed: quoteDeadlinePassed(r.e.quoteDeadline, now),
    createdByName: r.createdByName,
    createdAt: r.e.createdAt.toISOString(),
    supplierCount: Number(r.supplierCount),
    quoteCount: Number(r.quoteCount),
    quotedByMe: !!r.quotedByMe,
    acceptedCompanyName: r.acceptedCompanyName ?? null,
  }));
}

/** A supplier lists the enquiries addressed to it (of any project); anyone else a project's, with list. */
export async function listEnquiries(
  db: DbOrTx,
  user: SessionUser,
  q: EnquiryListQuery,
  lang: Language,
  now = new Date(),
) {
  const supplier = await isSupplierUser(db, user);
  let scope: SQL | undefined;
  if (supplier) {
    scope = and(
      sql`exists (select 1 from material_enquiry_supplier s where s.enquiry_id = ${materialEnquiry.id} and s.company_id = ${user.companyId})`,
      q.proId ? eq(materialEnquiry.projectId, q.proId) : undefined,
    );
  } else {
    if (!q.proId) throw fieldError('proId', msg('proIdRequired', lang), lang);
    await enquiryGuard(db, user, q.proId, 'list', lang);
    scope = eq(materialEnquiry.projectId, q.proId);
  }
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    scope,
    q.status ? eq(materialEnquiry.status, q.status) : undefined,
    like ? or(ilike(materialEnquiry.title, like), ilike(materialEnquiry.enquiryNo, like)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(materialEnquiry).where(where);
  const list = await enquiryItems(
    db,
    where,
    supplier ? user.companyId : null,
    q.limit,
    (q.page - 1) * q.limit,
    now,
  );
  return { list, total: total?.n ?? 0, page: q.page, limit: q.limit };
}

export async function detailOf(
  db: DbOrTx,
  e: EnquiryRow,
  asSupplierOf: number | null,
  now: Date,
): Promise<EnquiryDetail> {
  const [item] = await enquiryItems(db, eq(materialEnquiry.id, e.id), asSupplierOf, 1, 0, now);
  if (!item) throw new Error('enquiry vanished');
  const lines = await db
    .select()
    .from(materialEnquiryLine)
    .where(eq(materialEnquiryLine.enquiryId, e.id))
    .orderBy(asc(materialEnquiryLine.seq));
  const quoteRows = await db
    .select({ q: materialQuote, companyName: company.name, submittedByName: appUser.name })
    .from(materialQuote)
    .innerJoin(company, eq(company.id, materialQuote.companyId))
    .innerJoin(appUser, eq(appUser.id, materialQuote.submittedBy))
    .where(eq(materialQuote.enquiryId, e.id))
    .orderBy(asc(materialQuote.total), asc(materialQuote.id));
  const quoteLines = quoteRows.length
    ? await db
        .select()
        .from(materialQuoteLine)
        .where(
          inArray(
            materialQuoteLine.quoteId,
            quoteRows.map((r) => r.q.id),
          ),
        )
    : [];
  const lowest = new Set(lowestQuoteIds(quoteRows.map((r) => ({ id: r.q.id, total: r.q.total }))));
  const suppliers = await db
    .select({ companyId: company.id, companyName: company.name })
    .from(materialEnquirySupplier)
    .innerJoin(company, eq(company.id, materialEnquirySupplier.companyId))
    .where(eq(materialEnquirySupplier.enquiryId, e.id))
    .orderBy(asc(company.name));
  const quoted = new Set(quoteRows.map((r) => r.q.companyId));
  const seqOf = new Map(lines.map((l) => [l.id, l.seq]));
  return {
    ...item,
    lines: lines.map((l) => ({
      id: l.id,
      seq: l.seq,
      material: l.material,
      specification: l.specification,
      unit: l.unit,
      quantity: l.quantity,
    })),
    // A supplier sees who else was asked (as in a paper 询价函) but never their prices.
    suppliers: suppliers.map((s) => ({ ...s, quoted: quoted.has(s.companyId) })),
    quotes: quoteRows
      .filter((r) => asSupplierOf === null || r.q.companyId === asSupplierOf)
      .map((r) => ({
        id: r.q.id,
        companyId: r.q.companyId,
        companyName: r.companyName,
        status: r.q.status,
        validUntil: r.q.validUntil,
        remark: r.q.remark,
        total: r.q.total,
        lines: quoteLines
          .filter((l) => l.quoteId === r.q.id)
          .sort((a, b) => (seqOf.get(a.lineId) ?? 0) - (seqOf.get(b.lineId) ?? 0))
          .map((l) => ({ lineId: l.lineId, unitPrice: l.unitPrice, amount: l.amount })),
        submittedByName: r.submittedByName,
        submittedAt: r.q.submittedAt.toISOString(),
        lowest: asSupplierOf === null && lowest.has(r.q.id),
      })),
    asSupplier: asSupplierOf !== null,
  };
}

export async function enquiryDetail(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  lang: Language,
  now = new Date(),
) {
  const e = await loadEnquiry(db, id, lang);
  const asSupplier = await assertReads(db, user, e, lang);
  return detailOf(db, e, asSupplier ? user.companyId : null, now);
}
