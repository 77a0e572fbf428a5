import type { Messages } from '../../../kit/web-module';
import type { zhSignature } from './zh';

export const enSignature: Messages<typeof zhSignature> = {
  signature: {
    title: 'Signatures',
    party: { lab: 'Testing lab', contractor: 'Contractor', supervisor: 'Supervisor', owner: 'Owner' },
    version: 'Version {{v}}',
    firstVersion: 'First signing',
    migrated: 'Migrated from the former signature',
    amendment: 'Amended: {{reason}}',
    createdBy: 'Opened by {{name}} at {{at}}',
    waiting: 'Waiting for the {{party}}',
    complete: 'Signed by every party',
    verified: 'Signature valid',
    invalid: 'Signature invalid',
    intact: 'Content unchanged since signing',
    altered: 'The record was changed after signing',
    sign: 'Sign',
    signAs: 'Sign version {{v}} as {{party}}',
    padHint: 'Sign by hand in the box below',
    clear: 'Clear',
    confirm: 'Sign now',
    cancel: 'Cancel',
    empty: 'Draw your signature first',
    signed: 'Signed',
    none: 'No version to sign yet',
    loadFailed: 'Could not load the signatures',
    retry: 'Retry',
    order: 'Signing order: {{order}}',
    pdf: 'Download signed PDF',
  },
};
