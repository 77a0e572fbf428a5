import type { Messages } from '../../../kit/web-module';
import type { zhCompany } from './zh';

/** The unit information page, en. */
export const enCompany: Messages<typeof zhCompany> = {
  company: {
    title: 'Company information',
    edit: 'Edit company information',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Company information saved',
    readOnly: 'Only the company’s administrator can change it',
    none: 'Not given',
    status: { pending: 'Pending review', active: 'Active', disabled: 'Disabled' },
    statusLabel: 'Review status',
    loginCodeRequired: 'SMS code at login',
    loginCodeHint: "When on, the company's users enter an SMS code sent to their phone after the password",
    loginCodeOn: 'On',
    loginCodeOff: 'Off',
    review: {
      title: 'Company registrations',
      filter: { pending: 'Pending', active: 'Approved', disabled: 'Rejected / disabled' },
      keyword: 'Company name or credit code',
      refresh: 'Refresh',
      admin: 'Company administrator',
      createdAt: 'Registered',
      reviewedAt: 'Reviewed',
      empty: 'No company matches',
      emptyPending: 'No registration is waiting for review',
      approve: 'Approve',
      approveConfirm:
        'Approve the registration of “{{name}}”? Its accounts can then log in, and its administrator is told by text message.',
      approvedDone: 'Approved “{{name}}”; its administrator was told by text message',
      reject: 'Reject',
      rejectTitle: 'Reject the registration of “{{name}}”',
      reason: 'Reason',
      reasonHint: 'The applicant sees this reason on the login page and in the text message',
      reasonRequired: 'Give the reason for the rejection',
      rejectedDone: 'Rejected “{{name}}”; its administrator was told by text message',
    },
  },
};
