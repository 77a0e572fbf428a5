import type { zhWitness } from './zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const enWitness: Shape<typeof zhWitness> = {
  witness: {
    title: 'Witness appointments',
    intro:
      'Under 建建[2000]211号 the owner or the supervisor appoints witnesses in writing. A sampling may name only a witness whose appointment is valid that day and covers the material, and the witness confirms it from their own account.',
    add: 'Appoint a witness',
    person: 'Witness',
    appointer: 'Appointed by',
    appointers: { owner: 'Owner', supervisor: 'Supervisor' },
    period: 'Valid',
    scope: 'Scope',
    scopes: {
      concrete: 'Concrete specimens',
      mortar: 'Mortar specimens',
      rebar: 'Rebar',
      splice: 'Rebar splices',
      waterproof: 'Waterproofing',
      masonry: 'Masonry units',
    },
    letter: 'Letter',
    letterHint: 'Upload the signed and stamped appointment letter (PDF or image)',
    letterUpload: 'Upload letter',
    letterDone: 'Uploaded: {{name}}',
    status: 'Status',
    statuses: { active: 'Active', pending: 'Not yet valid', expired: 'Expired', revoked: 'Revoked' },
    actions: 'Actions',
    revoke: 'Revoke',
    revokeTitle: 'Revoke the appointment of {{name}}',
    revokeConfirm:
      'Once revoked, this witness cannot be named on new samplings; samplings already confirmed stay as they are.',
    revokeReason: 'Reason',
    revoked: 'Appointment revoked',
    saved: '{{name}} appointed as witness',
    save: 'Save',
    cancel: 'Cancel',
    empty: 'No witness appointed yet',
    appointedBy: 'by {{name}}',
    required: 'Required',
    loadFailed: 'Could not load',
    retry: 'Retry',
  },
};
