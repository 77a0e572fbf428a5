import { COMPANY_TYPE, type Language } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { appUser } from '../../modules/account/account.table';
import { company } from '../../modules/company/company.table';
import type { DbOrTx } from '../db/client';
import { AppError } from '../envelope';
import { t } from '../i18n';

/**
 * The platform administrator: the administrator of the platform company (company type 9). Platform
 * staff (any user of that company) is a wider circle; see isPlatformStaff in project-access.
 */
export async function isPlatformAdmin(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(
      and(
        eq(appUser.id, userId),
        eq(appUser.companyAdmin, true),
        eq(company.compType, COMPANY_TYPE.PLATFORM),
      ),
    );
  return row !== undefined;
}

/** 403 unless the caller is the platform administrator. */
export async function assertPlatformAdmin(db: DbOrTx, userId: number, lang: Language): Promise<void> {
  if (!(await isPlatformAdmin(db, userId))) throw new AppError(t('forbidden', lang), 403, 403);
}
