import type { Messages } from '../../../kit/web-module';
import type { zhSite } from './zh';

export const enSite: Messages<typeof zhSite> = {
  site: {
    title: 'Site entry',
    today: 'Today’s work',
    project: 'Project: {{name}}',
    noProject: 'Choose the current project on the desktop first',
    login: 'Log in first',
    offline: 'No network: records are kept on this phone',
    online: 'Online',
    waiting: '{{count}} waiting to sync',
    sendNow: 'Sync now',
    update: 'A new version is ready',
    updateNow: 'Update',
    search: 'Find by pile number',
    underWay: 'Under way',
    noPiles: 'No piles to build today',
    cachedAt: 'Pile data from {{at}}',
    state: { local: 'On this phone', sending: 'Syncing', synced: 'Synced', failed: 'Needs attention' },
    kind: {
      pile: 'Construction record',
      sampling: 'Test-block sampling',
      reply: 'Rectification reply',
      receipt: 'Delivery receipt',
    },
    records: 'Records on this phone',
    pile: {
      record: 'Record {{no}}',
      step: { hole: 'Hole', cage: 'Cage', pour: 'Pour' },
      complete: 'Construction finished',
      save: 'Save on the phone',
      judged: 'Judged',
      pass: 'Pass',
      fail: 'Out of tolerance',
      fillingCoefficient: 'Filling coefficient {{value}}',
      photos: 'Process photos',
      addPhoto: 'Take photo',
      photoCount: '{{count}} photos',
    },
    edit: 'Correct and resend',
    discard: 'Discard',
    entry: {
      intro:
        'Open site entry in the phone’s browser and add it to the home screen: piles and photos are recorded with no signal and sync when the network returns.',
      open: 'Open site entry',
      address: 'Address on the phone: {{url}}',
    },
    back: 'Back',
  },
};
