import type { FlowBusinessType, MessageCategory } from '@zhuji/shared';

/** Where each business record opens (its own page, with ?id= opening the record). */
export const RECORD_PATH: Partial<Record<FlowBusinessType, string>> = {
  'inspection-lot': '/quality/acceptance',
  'sub-item': '/quality/acceptance',
  division: '/quality/acceptance',
  rectification: '/quality/rectification',
  restart: '/quality/rectification',
  'concrete-pour': '/mainBody/concretePour',
  material: '/audit/material',
  // The manage page opens a registration for its managers and for the platform's reviewers alike.
  'project-audit': '/project/manage',
};

/** A message without a record opens its category's list, where one exists. */
const CATEGORY_PATH: Partial<Record<MessageCategory, string>> = {
  rectification: '/quality/rectification',
  acceptance: '/quality/acceptance',
  audit: '/audit/approval',
  warning: '/warning/abnormal',
  enquiry: '/material/enquiry',
};

/** The address a record (or, without one, a message category) opens at; null when nothing to open. */
export function recordPath(
  businessType: string | null,
  businessId: number | null,
  category?: MessageCategory,
): string | null {
  // An enquiry message opens its enquiry (a business type of its own, not a flow's).
  if (businessType === 'enquiry' && businessId !== null) return `/material/enquiry?id=${businessId}`;
  const path = businessType ? RECORD_PATH[businessType as FlowBusinessType] : undefined;
  if (path && businessId !== null) return `${path}?id=${businessId}`;
  return (category && CATEGORY_PATH[category]) ?? null;
}
