import type { Language } from '@zhuji/shared';
import { platformScope } from '../access/platform-scope';
import type { DbOrTx } from '../db/client';
import { AppError } from '../envelope';
import { t } from '../i18n';

/**
 * The platform administrator: the one caller whose platform scope is every project (platform-scope.ts
 * holds the rule). Other platform staff — docking engineers — reach only their assigned projects.
 */
export async function isPlatformAdmin(db: DbOrTx, userId: number): Promise<boolean> {
  return (await platformScope(db, { userId })) === 'all';
}

/** 403 unless the caller is the platform administrator. */
export async function assertPlatformAdmin(db: DbOrTx, userId: number, lang: Language): Promise<void> {
  if (!(await isPlatformAdmin(db, userId))) throw new AppError(t('forbidden', lang), 403, 403);
}
