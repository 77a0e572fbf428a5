import type { CompanyReviewItem, CompanyReviewListQuery } from '@zhuji/shared';
import { get, post } from '../../api/request';

// The platform's review of company registrations (apps/server company.routes: admin/company/list and
// verify); the applicant's public status lookup is session/registration-status.tsx.

export type ReviewListQuery = Partial<CompanyReviewListQuery>;

export const companyReviewApi = {
  list: (q: ReviewListQuery) => get<CompanyReviewItem[]>('admin/company/list', q),
  verify: (body: { id: number; approve: boolean; reason?: string }) =>
    post<null>('admin/company/verify', body),
};

export const companyReviewKeys = {
  all: ['company', 'review'] as const,
  list: (q: ReviewListQuery) => ['company', 'review', 'list', q] as const,
};
