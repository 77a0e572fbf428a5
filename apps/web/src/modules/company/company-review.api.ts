import { type CompanyReviewListQuery, companyCalls } from '@zhuji/shared';
import { call } from '../../api/call';

// The platform's review of company registrations (apps/server company.routes: admin/company/list and
// verify); the applicant's public status lookup is session/registration-status.tsx.

export type ReviewListQuery = Partial<CompanyReviewListQuery>;

export const companyReviewApi = {
  list: (query: ReviewListQuery) => call(companyCalls.companyList, { query }),
  verify: (body: { id: number; approve: boolean; reason?: string }) =>
    call(companyCalls.companyVerify, { body }),
};

export const companyReviewKeys = {
  all: ['company', 'review'] as const,
  list: (q: ReviewListQuery) => ['company', 'review', 'list', q] as const,
};
