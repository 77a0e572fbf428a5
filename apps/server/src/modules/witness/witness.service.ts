import {
  appointmentCovers,
  businessToday,
  COMPANY_TYPE,
  type Language,
  type WitnessAppointer,
  type WitnessAppointment,
  type WitnessAppointmentAdd,
  type WitnessAppointmentStatus,
  type WitnessScope,
} from '@zhuji/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { assertAction, fieldError, rolesOnProject } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { appUser, company, projectMember } from '../../platform/identity';
import { storedFile } from '../../platform/storage/stored-file.table';
import { WITNESS_MENU } from './witness.menus';
import { witnessMessage as msg } from './witness.messages';
import { witnessAppointment } from './witness.table';

type Row = typeof witnessAppointment.$inferSelect;
type Action = 'list' | 'detail' | 'add' | 'update' | 'export';

export const guardWitness = (
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  action: Action,
  lang: Language,
) => assertAction(db, user, projectId, WITNESS_MENU, action, lang);

const statusOf = (r: Row, today: string): WitnessAppointmentStatus =>
  r.revokedAt ? 'revoked' : today < r.validFrom ? 'pending' : today > r.validTo ? 'expired' : 'active';

async function items(db: DbOrTx, rows: Row[]): Promise<WitnessAppointment[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.flatMap((r) => [r.userId, r.appointedBy]))];
  const people = await db
    .select({ id: appUser.id, name: appUser.name, companyName: company.name })
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(inArray(appUser.id, userIds));
  const byId = new Map(people.map((p) => [p.id, p]));
  const files = await db
    .select({ id: storedFile.id, name: storedFile.originalName })
    .from(storedFile)
    .where(
      inArray(
        storedFile.id,
        rows.map((r) => r.documentFileId),
      ),
    );
  const fileNames = new Map(files.map((f) => [f.id, f.name]));
  const today = businessToday();
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    userId: r.userId,
    userName: byId.get(r.userId)?.name ?? '',
    companyName: byId.get(r.userId)?.companyName ?? '',
    appointer: r.appointer as WitnessAppointer,
    appointedByName: byId.get(r.appointedBy)?.name ?? '',
    documentFileId: r.documentFileId,
    documentName: fileNames.get(r.documentFileId) ?? '',
    validFrom: r.validFrom,
    validTo: r.validTo,
    scope: r.scope as WitnessScope[],
    status: statusOf(r, today),
    revokedAt: r.revokedAt?.toISOString() ?? null,
    revokeReason: r.revokeReason,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listAppointments(db: DbOrTx, user: SessionUser, projectId: number, lang: Language) {
  await guardWitness(db, user, projectId, 'list', lang);
  const rows = await db
    .select()
    .from(witnessAppointment)
    .where(eq(witnessAppointment.projectId, projectId))
    .orderBy(desc(witnessAppointment.createdAt), desc(witnessAppointment.id));
  return items(db, rows);
}

/** The project's members (one row a person), whom an appointment may name. */
export async function candidates(db: DbOrTx, user: SessionUser, projectId: number, lang: Language) {
  await guardWitness(db, user, projectId, 'list', lang);
  return memberPeople(db, projectId);
}

async function memberPeople(db: DbOrTx, projectId: number, userIds?: number[]) {
  return db
    .selectDistinct({ userId: appUser.id, name: appUser.name, companyName: company.name })
    .from(projectMember)
    .innerJoin(appUser, eq(appUser.id, projectMember.userId))
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(
      and(
        eq(projectMember.projectId, projectId),
        eq(appUser.status, 'active'),
        userIds ? inArray(appUser.id, userIds) : undefined,
      ),
    )
    .orderBy(asc(appUser.name));
}

/**
 * Who appoints: the caller's role on the project must be the owner's (建设单位) or the supervisor's
 * (监理单位) — the menu action alone would let a role_menu row edited by hand through.
 */
async function appointerOf(db: DbOrTx, user: SessionUser, projectId: number, lang: Language) {
  const roles = await rolesOnProject(db, user.userId, projectId);
  if (roles.some((r) => r.compType === COMPANY_TYPE.OWNER)) return 'owner' as const;
  if (roles.some((r) => r.compType === COMPANY_TYPE.SUPERVISOR)) return 'supervisor' as const;
  throw new AppError(msg('appointerOnly', lang), 403, 403);
}

export async function addAppointment(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: WitnessAppointmentAdd,
  lang: Language,
) {
  await guardWitness(db, user, body.proId, 'add', lang);
  const appointer = await appointerOf(db, user, body.proId, lang);
  if ((await memberPeople(db, body.proId, [body.userId])).length === 0)
    throw fieldError('userId', msg('notMember', lang), lang);
  const [file] = await db.select().from(storedFile).where(eq(storedFile.id, body.documentFileId));
  // The letter must be one the caller uploaded, or one filed for this project.
  if (!file || (file.ownerUserId !== user.userId && file.projectId !== body.proId))
    throw fieldError('documentFileId', msg('documentMissing', lang), lang);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(witnessAppointment)
      .values({
        projectId: body.proId,
        userId: body.userId,
        appointer,
        appointedBy: actor.userId,
        documentFileId: body.documentFileId,
        validFrom: body.validFrom,
        validTo: body.validTo,
        scope: [...new Set(body.scope)],
      })
      .returning();
    if (!row) throw new Error('appointment not inserted');
    await recordAudit(tx, actor, [
      { projectId: body.proId, resource: 'witness-appointment', action: 'add', recordId: row.id, after: row },
    ]);
    return (await items(tx, [row]))[0]!;
  });
}

export async function revokeAppointment(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: { id: number; reason: string },
  lang: Language,
) {
  const [found] = await db.select().from(witnessAppointment).where(eq(witnessAppointment.id, body.id));
  if (!found) throw new AppError(t('recordNotFound', lang), 404, 404);
  await guardWitness(db, user, found.projectId, 'update', lang);
  await appointerOf(db, user, found.projectId, lang);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(witnessAppointment)
      .where(eq(witnessAppointment.id, body.id))
      .for('update');
    if (!locked) throw new AppError(t('recordNotFound', lang), 404, 404);
    if (locked.revokedAt) throw new AppError(msg('alreadyRevoked', lang), 409, 409);
    const [row] = await tx
      .update(witnessAppointment)
      .set({ revokedAt: new Date(), revokedBy: actor.userId, revokeReason: body.reason })
      .where(eq(witnessAppointment.id, body.id))
      .returning();
    await recordAudit(tx, actor, [
      {
        projectId: locked.projectId,
        resource: 'witness-appointment',
        action: 'revoke',
        recordId: locked.id,
        before: locked,
        after: row,
      },
    ]);
    return (await items(tx, [row!]))[0]!;
  });
}

/** The people appointed on the project whose appointment covers a sampling of `scope` on `day`. */
export async function appointedOn(
  db: DbOrTx,
  user: SessionUser,
  q: { proId: number; day?: string | undefined; scope: WitnessScope },
  lang: Language,
) {
  await guardWitness(db, user, q.proId, 'list', lang);
  const day = q.day ?? businessToday();
  const rows = await db.select().from(witnessAppointment).where(eq(witnessAppointment.projectId, q.proId));
  const ids = rows
    .filter((r) => appointmentCovers({ ...r, revoked: r.revokedAt !== null }, day, q.scope) === 'ok')
    .map((r) => r.userId);
  return ids.length ? memberPeople(db, q.proId, [...new Set(ids)]) : [];
}

/**
 * The appointment that lets `userId` witness a sampling of `material` on `day`, or a 422 on `field`
 * saying why not (not appointed, revoked, before or after its period, outside its scope). For the
 * specimen module's pour registration (docs/domains/witness.md).
 */
export async function assertAppointedWitness(
  db: DbOrTx,
  projectId: number,
  who: { userId: number } | { name: string },
  day: string,
  material: WitnessScope,
  field: string,
  lang: Language,
): Promise<{ appointmentId: number; userId: number; name: string }> {
  const people =
    'userId' in who
      ? await db
          .select({ id: appUser.id, name: appUser.name })
          .from(appUser)
          .where(eq(appUser.id, who.userId))
      : await db
          .select({ id: appUser.id, name: appUser.name })
          .from(appUser)
          .innerJoin(witnessAppointment, eq(witnessAppointment.userId, appUser.id))
          .where(and(eq(witnessAppointment.projectId, projectId), eq(appUser.name, who.name)));
  const name = people[0]?.name ?? ('name' in who ? who.name : String(who.userId));
  const rows = people.length
    ? await db
        .select()
        .from(witnessAppointment)
        .where(
          and(
            eq(witnessAppointment.projectId, projectId),
            inArray(
              witnessAppointment.userId,
              people.map((p) => p.id),
            ),
          ),
        )
        .orderBy(desc(witnessAppointment.id))
    : [];
  if (rows.length === 0) throw fieldError(field, msg('notAppointed', lang, { name }), lang);
  const verdicts = rows.map((r) => ({
    r,
    cover: appointmentCovers({ ...r, revoked: r.revokedAt !== null }, day, material),
  }));
  const ok = verdicts.find((v) => v.cover === 'ok');
  if (ok) {
    // Still a member: a witness who left the project cannot be named, whatever the letter says.
    if ((await memberPeople(db, projectId, [ok.r.userId])).length === 0)
      throw fieldError(field, msg('notMember', lang), lang);
    return {
      appointmentId: ok.r.id,
      userId: ok.r.userId,
      name: people.find((p) => p.id === ok.r.userId)?.name ?? name,
    };
  }
  const first = verdicts[0]!;
  const key = first.cover === 'ok' ? 'notAppointed' : first.cover;
  throw fieldError(
    field,
    msg(key, lang, {
      name,
      from: first.r.validFrom,
      to: first.r.validTo,
      day,
      material: msg(material, lang),
    }),
    lang,
  );
}
