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
  },
};
