import {
  businessToday,
  COMPANY_TYPE,
  type EnquiryCreate,
  type EnquiryDetail,
  type EnquiryItem,
  type EnquiryListQuery,
  type EnquiryStatus,
  type Language,
  lowestQuoteIds,
  MESSAGE_CATEGORY,
  type QuoteSubmit,
  quoteAmounts,
  quoteDeadlinePassed,
  type SupplierItem,
  type SupplierListQuery,
  type SupplierOwnProfile,
  type SupplierProfileSave,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { assertAction, callerOf, fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { appUser, company, isProvinceOrCity, project } from '../../platform/identity';
import { notify } from '../../platform/notify';
import { ENQUIRY_MENU, type SupplierMessage, supplierMessage } from './supplier.messages';
import {
  materialEnquiry,
  materialEnquiryLine,
  materialEnquirySupplier,
  materialQuote,
  materialQuoteLine,
  supplierProfile,
} from './supplier.table';

type EnquiryRow = typeof materialEnquiry.$inferSelect;

const msg = supplierMessage;
const refused = (key: SupplierMessage, lang: Language) => new AppError(msg(key, lang), 403, 403);
const notFound = (lang: Language) => new AppError(msg('notFound', lang), 404, 404);
const STATUS_WORD: Record<EnquiryStatus, SupplierMessage> = {
  open: 'statusOpen',
  closed: 'statusClosed',
  cancelled: 'statusCancelled',
};

export const enquiryGuard = (
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  action: 'list' | 'detail' | 'add' | 'update' | 'remove' | 'export' | 'import',
  lang: Language,
) => assertAction(db, user, projectId, ENQUIRY_MENU, action, lang);

const isSupplierUser = async (db: DbOrTx, user: SessionUser) =>
  (await callerOf(db, user)).compType === COMPANY_TYPE.SUPPLIER;

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

const activeSupplier = and(eq(company.compType, COMPANY_TYPE.SUPPLIER), eq(company.status, 'active'));

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

// ---- enquiries: reading ----------------------------------------------------------------------------

async function loadEnquiry(db: DbOrTx, id: number, lang: Language, lock = false): Promise<EnquiryRow> {
  const query = db.select().from(materialEnquiry).where(eq(materialEnquiry.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(lang);
  return row;
}

/** The enquiry's project, for the route's guard (404 before 403). */
export const enquiryProject = async (db: DbOrTx, id: number, lang: Language) => loadEnquiry(db, id, lang);

async function addressedTo(db: DbOrTx, enquiryId: number, companyId: number) {
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

async function detailOf(
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

// ---- enquiries: writing ----------------------------------------------------------------------------

/** Active users of the companies, for the messages an enquiry sends. */
async function usersOf(db: DbOrTx, companyIds: readonly number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({ id: appUser.id, companyId: appUser.companyId })
    .from(appUser)
    .where(and(inArray(appUser.companyId, [...companyIds]), eq(appUser.status, 'active')));
}

/** The route asserted add on 询价管理 for body.projectId; the suppliers and dates are checked here. */
export async function addEnquiry(
  db: Db,
  actor: AuditActor,
  body: EnquiryCreate,
  lang: Language,
  now = new Date(),
) {
  const today = businessToday(now);
  if (body.quoteDeadline < today) throw fieldError('quoteDeadline', msg('deadlineBeforeToday', lang), lang);
  if (body.neededBy < body.quoteDeadline)
    throw fieldError('neededBy', msg('neededBeforeDeadline', lang), lang);
  const supplierIds = [...new Set(body.supplierIds)];
  const found = await db
    .select({ id: company.id })
    .from(company)
    .innerJoin(supplierProfile, eq(supplierProfile.companyId, company.id))
    .where(and(activeSupplier, inArray(company.id, supplierIds)));
  const missing = supplierIds.filter((id) => !found.some((f) => f.id === id));
  if (missing.length)
    throw fieldError('supplierIds', msg('notASupplier', lang, { ids: missing.join('、') }), lang);

  return db.transaction(async (tx) => {
    const [p] = await tx.select({ name: project.name }).from(project).where(eq(project.id, body.projectId));
    const [row] = await tx
      .insert(materialEnquiry)
      .values({
        projectId: body.projectId,
        enquiryNo: `tmp-${crypto.randomUUID()}`,
        title: body.title,
        neededBy: body.neededBy,
        deliveryAddress: body.deliveryAddress,
        quoteDeadline: body.quoteDeadline,
        remark: body.remark,
        createdBy: actor.userId,
      })
      .returning();
    if (!row) throw new Error('enquiry not inserted');
    // The number is the day it was sent and the row's id: unique without a counter to race on.
    const enquiryNo = `XJ-${today.replaceAll('-', '')}-${String(row.id).padStart(4, '0')}`;
    await tx.update(materialEnquiry).set({ enquiryNo }).where(eq(materialEnquiry.id, row.id));
    await tx.insert(materialEnquiryLine).values(
      body.lines.map((l, i) => ({
        enquiryId: row.id,
        seq: i + 1,
        material: l.material,
        specification: l.specification,
        unit: l.unit,
        quantity: l.quantity,
      })),
    );
    await tx
      .insert(materialEnquirySupplier)
      .values(supplierIds.map((companyId) => ({ enquiryId: row.id, companyId })));
    const recipients = await usersOf(tx, supplierIds);
    if (recipients.length) {
      await notify(
        tx,
        recipients.map((u) => ({
          projectId: body.projectId,
          recipientUserId: u.id,
          category: MESSAGE_CATEGORY.ENQUIRY,
          businessType: 'enquiry',
          businessId: row.id,
          senderUserId: actor.userId,
          title: msg('sentTitle', 'zh', { enquiryNo, title: body.title }),
          content: msg('sentBody', 'zh', {
            project: p?.name ?? '',
            lines: body.lines.length,
            deadline: body.quoteDeadline,
          }),
        })),
      );
    }
    await recordAudit(tx, actor, [
      {
        projectId: body.projectId,
        resource: 'material-enquiry',
        action: 'add',
        recordId: row.id,
        after: { ...body, enquiryNo, supplierIds },
      },
    ]);
    return detailOf(tx, { ...row, enquiryNo }, null, now);
  });
}

/**
 * A supplier's quote: only a supplier the enquiry is addressed to, while it is open and through its
 * deadline day; every line priced once. The server computes the amounts and total (domain/enquiry).
 * Quoting again before the deadline replaces the quote.
 */
export async function submitQuote(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: QuoteSubmit,
  lang: Language,
  now = new Date(),
) {
  if (!(await isSupplierUser(db, user))) throw refused('notAddressed', lang);
  const e0 = await loadEnquiry(db, body.enquiryId, lang);
  if (!(await addressedTo(db, e0.id, user.companyId))) throw refused('notAddressed', lang);
  if (body.validUntil < businessToday(now))
    throw fieldError('validUntil', msg('validBeforeToday', lang), lang);
  return db.transaction(async (tx) => {
    const e = await loadEnquiry(tx, body.enquiryId, lang, true);
    if (e.status !== 'open')
      throw new AppError(msg('notOpen', lang, { status: msg(STATUS_WORD[e.status], lang) }), 409, 409);
    if (quoteDeadlinePassed(e.quoteDeadline, now))
      throw new AppError(msg('deadlinePassed', lang, { deadline: e.quoteDeadline }), 409, 409);
    const lines = await tx
      .select()
      .from(materialEnquiryLine)
      .where(eq(materialEnquiryLine.enquiryId, e.id))
      .orderBy(asc(materialEnquiryLine.seq));
    const priced = new Map(body.lines.map((l) => [l.lineId, l.unitPrice]));
    if (
      priced.size !== body.lines.length ||
      lines.length !== priced.size ||
      lines.some((l) => !priced.has(l.id))
    )
      throw fieldError('lines', msg('linesMismatch', lang), lang);
    const inputs = lines.map((l) => ({
      lineId: l.id,
      quantity: l.quantity,
      unitPrice: priced.get(l.id) ?? '',
    }));
    const { amounts, total } = quoteAmounts(inputs);
    const [before] = await tx
      .select()
      .from(materialQuote)
      .where(and(eq(materialQuote.enquiryId, e.id), eq(materialQuote.companyId, user.companyId)));
    const values = {
      enquiryId: e.id,
      companyId: user.companyId,
      status: 'submitted' as const,
      validUntil: body.validUntil,
      remark: body.remark,
      total,
      submittedBy: user.userId,
      submittedAt: now,
    };
    const [quote] = before
      ? await tx.update(materialQuote).set(values).where(eq(materialQuote.id, before.id)).returning()
      : await tx.insert(materialQuote).values(values).returning();
    if (!quote) throw new Error('quote not saved');
    await tx.delete(materialQuoteLine).where(eq(materialQuoteLine.quoteId, quote.id));
    await tx.insert(materialQuoteLine).values(
      inputs.map((l, i) => ({
        quoteId: quote.id,
        lineId: l.lineId,
        unitPrice: l.unitPrice,
        amount: amounts[i] ?? '0.00',
      })),
    );
    const [c] = await tx.select({ name: company.name }).from(company).where(eq(company.id, user.companyId));
    await notify(tx, {
      projectId: e.projectId,
      recipientUserId: e.createdBy,
      category: MESSAGE_CATEGORY.ENQUIRY,
      businessType: 'enquiry',
      businessId: e.id,
      senderUserId: user.userId,
      title: msg('quotedTitle', 'zh', { company: c?.name ?? '' }),
      content: msg('quotedBody', 'zh', {
        company: c?.name ?? '',
        enquiryNo: e.enquiryNo,
        title: e.title,
        total,
      }),
    });
    await recordAudit(tx, actor, [
      {
        projectId: e.projectId,
        resource: 'material-quote',
        action: before ? 'update' : 'add',
        recordId: quote.id,
        before: before ?? null,
        after: { ...values, lines: inputs.map((l, i) => ({ ...l, amount: amounts[i] })) },
      },
    ]);
    return detailOf(tx, e, user.companyId, now);
  });
}

/**
 * A supplier on the project holds update on 询价管理 to quote; awarding and withdrawing are the
 * enquirer's, so a supplier's user is refused whatever its role grants.
 */
async function assertProjectSide(db: DbOrTx, user: SessionUser, lang: Language) {
  if (await isSupplierUser(db, user)) throw refused('projectOnly', lang);
}

/** The route asserted update on 询价管理 of the enquiry's project: one quote 中选, the rest 未中选, closed. */
export async function acceptQuote(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: { id: number; quoteId: number },
  lang: Language,
  now = new Date(),
) {
  await assertProjectSide(db, user, lang);
  return db.transaction(async (tx) => {
    const e = await loadEnquiry(tx, body.id, lang, true);
    if (e.status !== 'open')
      throw new AppError(msg('notOpen', lang, { status: msg(STATUS_WORD[e.status], lang) }), 409, 409);
    const [quote] = await tx.select().from(materialQuote).where(eq(materialQuote.id, body.quoteId));
    if (!quote || quote.enquiryId !== e.id) throw fieldError('quoteId', msg('quoteNotOfEnquiry', lang), lang);
    await tx.update(materialQuote).set({ status: 'rejected' }).where(eq(materialQuote.enquiryId, e.id));
    await tx.update(materialQuote).set({ status: 'accepted' }).where(eq(materialQuote.id, quote.id));
    await tx
      .update(materialEnquiry)
      .set({ status: 'closed', acceptedQuoteId: quote.id, closedAt: now })
      .where(eq(materialEnquiry.id, e.id));
    const [c] = await tx.select({ name: company.name }).from(company).where(eq(company.id, quote.companyId));
    const recipients = await usersOf(tx, [quote.companyId]);
    if (recipients.length)
      await notify(
        tx,
        recipients.map((u) => ({
          projectId: e.projectId,
          recipientUserId: u.id,
          category: MESSAGE_CATEGORY.ENQUIRY,
          businessType: 'enquiry',
          businessId: e.id,
          senderUserId: actor.userId,
          title: msg('acceptedTitle', 'zh', { enquiryNo: e.enquiryNo }),
          content: msg('acceptedBody', 'zh', { title: e.title, company: c?.name ?? '', total: quote.total }),
        })),
      );
    await recordAudit(tx, actor, [
      {
        projectId: e.projectId,
        resource: 'material-enquiry',
        action: 'accept',
        recordId: e.id,
        before: { status: e.status },
        after: { status: 'closed', acceptedQuoteId: quote.id, company: c?.name, total: quote.total },
      },
    ]);
    return detailOf(tx, { ...e, status: 'closed', acceptedQuoteId: quote.id }, null, now);
  });
}

/** The route asserted remove on 询价管理: an open enquiry is withdrawn (its quotes stay on record). */
export async function cancelEnquiry(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  id: number,
  lang: Language,
  now = new Date(),
) {
  await assertProjectSide(db, user, lang);
  return db.transaction(async (tx) => {
    const e = await loadEnquiry(tx, id, lang, true);
    if (e.status !== 'open')
      throw new AppError(msg('notOpen', lang, { status: msg(STATUS_WORD[e.status], lang) }), 409, 409);
    await tx
      .update(materialEnquiry)
      .set({ status: 'cancelled', closedAt: now })
      .where(eq(materialEnquiry.id, e.id));
    await recordAudit(tx, actor, [
      {
        projectId: e.projectId,
        resource: 'material-enquiry',
        action: 'cancel',
        recordId: e.id,
        before: { status: e.status },
        after: { status: 'cancelled' },
      },
    ]);
    return detailOf(tx, { ...e, status: 'cancelled' }, null, now);
  });
}
