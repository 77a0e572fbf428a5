import type { zhFlow } from './zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const enFlow: Shape<typeof zhFlow> = {
  flow: {
    title: 'Approval centre',
    box: { todo: 'My tasks', mine: 'My applications', done: 'Done by me' },
    type: {
      'inspection-lot': 'Inspection lot acceptance',
      'sub-item': 'Sub-item acceptance',
      division: 'Division acceptance',
      'project-audit': 'Project registration audit',
      material: 'Material approval',
      rectification: 'Rectification notice',
      'output-report': 'Output report check',
      restart: 'Restart approval',
      'concrete-pour': 'Pour order approval',
    },
    status: {
      pending: 'In approval',
      approved: 'Approved',
      rejected: 'Rejected',
      returned: 'Returned',
      cancelled: 'Revoked',
    },
    action: {
      apply: 'Applied',
      approve: 'Approved',
      reject: 'Rejected',
      return: 'Returned',
      delegate: 'Delegated',
      cancel: 'Revoked',
    },
    step: {
      supervisorAccept: 'Specialist supervising engineer accepts',
      chiefOrganise: 'Chief supervising engineer organises acceptance',
      surveyDesignSign: 'Survey and design leaders sign',
      contractorReply: 'Contractor replies',
      issuerRecheck: 'Re-inspection and closing',
      supervisorReview: 'Supervision reviews',
      ownerConfirm: 'Owner confirms',
      platformAudit: 'Platform audit',
    },
    column: {
      title: 'Item',
      type: 'Type',
      applicant: 'Applicant',
      step: 'Current step',
      status: 'Status',
      updatedAt: 'Updated',
      operation: 'Actions',
    },
    filterType: 'All types',
    open: 'Open',
    empty: {
      todo: 'Nothing waiting for you',
      mine: 'You have not applied for anything yet',
      done: 'You have not handled any approval yet',
    },
    loadFailed: 'The approval list could not be loaded',
    retry: 'Retry',
    finished: 'Finished',
  },
};
