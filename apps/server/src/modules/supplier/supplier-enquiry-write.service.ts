import {
  businessToday,
  type EnquiryCreate,
  type Language,
  MESSAGE_CATEGORY,
  type QuoteSubmit,
  quoteAmounts,
  quoteDeadlinePassed,
} from '@zhuji/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { appUser, company, project } from '../../platform/identity';
import { notice, notify } from '../../platform/notify';
import {
  materialEnquiry,
  materialEnquiryLine,
  materialEnquirySupplier,
  materialQuote,
  materialQuoteLine,
  supplierProfile,
} from './supplier.table';
import { isSupplierUser, msg, refused, STATUS_WORD } from './supplier-common';
import { addressedTo, detailOf, loadEnquiry } from './supplier-enquiry-read.service';
import { activeSupplier } from './supplier-profile.service';

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
          ...notice('enquiry.sent', 'enquiry.sentBody', {
            enquiryNo,
            title: body.title,
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
      ...notice('enquiry.quoted', 'enquiry.quotedBody', {
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
          ...notice('enquiry.accepted', 'enquiry.acceptedBody', {
            enquiryNo: e.enquiryNo,
            title: e.title,
            company: c?.name ?? '',
            total: quote.total,
          }),
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
