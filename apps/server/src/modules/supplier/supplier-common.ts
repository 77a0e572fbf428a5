import { COMPANY_TYPE, type EnquiryStatus, type Language } from '@zhuji/shared';
import { assertAction, callerOf } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { ENQUIRY_MENU, type SupplierMessage, supplierMessage } from './supplier.messages';
import type { materialEnquiry } from './supplier.table';

export type EnquiryRow = typeof materialEnquiry.$inferSelect;

export const msg = supplierMessage;
export const refused = (key: SupplierMessage, lang: Language) => new AppError(msg(key, lang), 403, 403);
export const notFound = (lang: Language) => new AppError(msg('notFound', lang), 404, 404);
export const STATUS_WORD: Record<EnquiryStatus, SupplierMessage> = {
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

export const isSupplierUser = async (db: DbOrTx, user: SessionUser) =>
  (await callerOf(db, user)).compType === COMPANY_TYPE.SUPPLIER;
