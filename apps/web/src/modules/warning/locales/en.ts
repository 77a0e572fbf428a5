import type { zhWarning } from './zh';

export const enWarning: typeof zhWarning = {
  warning: {
    rule: {
      testBlock: 'Test-block warnings',
      pileAbnormal: 'Pile construction abnormal',
      foundationAbnormal: 'Foundation works abnormal',
      mainBodyAbnormal: 'Main structure abnormal',
      rectificationOverdue: 'Overdue rectifications',
      rebarRetest: 'Failed rebar retests',
      pileDetection: 'Failed pile tests',
      testBlockRate: 'Low test-block rate',
      witnessRatio: 'Low witness ratio',
      curingExcursion: 'Curing room out of range',
    },
    ruleHelp: {
      testBlock:
        'A concrete strength lot fails its evaluation or a specimen group is invalid (GB/T 50107-2010).',
      pileAbnormal:
        'A construction record is out of tolerance, or a collapse, broken pile or necking is recorded.',
      foundationAbnormal:
        'A bearing-capacity, compaction or pit-bottom elevation check fails, or a supervisor spot check fails.',
      mainBodyAbnormal:
        'Slump out of tolerance, mortar joints not full enough, a leaking water test, or a failed supervisor spot check.',
      rectificationOverdue: 'A rectification is still not closed after its deadline plus the days set here.',
      rebarRetest: 'A rebar receipt retest or double retest has failed items.',
      pileDetection: 'Integrity class III or IV, or bearing capacity below design, in a pile test.',
      testBlockRate: 'Groups made ÷ groups required (GB 50202-2018 5.1.3) below the value set.',
      witnessRatio: 'Witnessed ÷ submitted groups below the value set; never below 30 % (建建[2000]211号).',
      curingExcursion:
        'A standard curing room outside 20 ± 2 °C or below 95 %RH (GB/T 50081-2019) for longer than the room tolerates; lists the groups inside meanwhile.',
    },
    level: { serious: 'Serious', normal: 'Normal', hint: 'Notice' },
    status: { open: 'Open', handled: 'Handled' },
    abnormal: {
      title: 'Abnormal items',
      keyword: 'Search title, detail, pile or batch No.',
      type: 'Type',
      level: 'Level',
      status: 'Status',
      export: 'Export Excel',
      empty: 'No abnormal items in this project',
      emptyFiltered: 'No abnormal item matches the filters',
      loadFailed: 'The abnormal items could not be loaded',
      retry: 'Retry',
      disabled: 'Off',
      open: '{{count}} open',
      total: '{{count}} in all',
      all: 'All',
      column: {
        level: 'Level',
        type: 'Type',
        title: 'Abnormal item',
        related: 'Related to',
        raisedAt: 'Raised at',
        status: 'Status',
        operation: 'Action',
      },
      openSource: 'Open source',
    },
    config: {
      title: 'Warning settings',
      intro:
        'Warning rules of this project: enabled rules feed the abnormal list live; a saved change applies at once.',
      readOnly: 'Only the project manager can change the warning settings; you can read them.',
      notifyNote:
        'When a new warning appears, the members holding the chosen roles get a message (My messages · Early warning) at the next check (every 10 minutes by default); each warning is told once.',
      enabled: 'On',
      threshold: 'Threshold',
      noThreshold: 'No threshold: every record warns',
      notifyRoles: 'Notify roles',
      notifyPlaceholder: 'Choose roles to notify',
      unit: { percent: '%', days: 'days' },
      range: 'Range {{min}}–{{max}} {{unit}}',
      defaults: 'Defaults',
      updated: 'Changed by {{name}} at {{at}}',
      save: 'Save',
      reset: 'Undo changes',
      saved: 'Warning settings saved',
      nothingChanged: 'Nothing to save',
      loadFailed: 'The warning settings could not be loaded',
      retry: 'Retry',
      column: {
        rule: 'Warning rule',
        enabled: 'On',
        threshold: 'Threshold',
        notifyRoles: 'Notify roles',
        updated: 'Last change',
      },
    },
  },
};
