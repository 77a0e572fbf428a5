import type { zhDialogs } from './zh-dialogs';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const enDialogs: Messages<typeof zhDialogs> = {
  dialogs: {
    notice: 'Notice',
    gotIt: 'Got it',
    startup: {
      contractMissing:
        'The contract or overview information has not been registered. Please ask the construction unit to complete it.',
      tenderMissing:
        "This project's tender information has not been registered. The main contractor's project leader is asked to register it.",
    },
    specimen: {
      title: 'Pile association reminder',
      summary:
        '<strong>{{count}}</strong> groups of test blocks in this project are not linked to piles. Possible reasons:',
      reasonNotRegistered: 'the piles have not been registered yet;',
      reasonMismatch: 'the pile numbers do not match the submitted location.',
      action: 'Please register the piles, or link the pile numbers manually in test block management.',
    },
    projectStatus: {
      infoTitle: 'Project information incomplete',
      info: 'The main project information is not yet complete. Please ask the general contractor to log in to the unit platform and complete it; the app is usable after that.',
      designTitle: 'Sub-project design information incomplete',
      design:
        "The sub-project design information is not complete. Please complete it under the main project's sub-project design information; the app is usable after that.",
      current: 'Current project: {{name}}',
      switch: 'Switch sub-project',
      logout: 'Log out',
      pickerTitle: 'Switch sub-project',
      pickerHint: 'Choose the sub-project to enter; the page reloads after the switch.',
      currentTag: 'Current',
      incompleteTag: 'Info incomplete',
      confirm: 'Switch',
      cancel: 'Cancel',
      switching: 'Switching project…',
      switched: 'Switched to "{{name}}", reloading…',
    },
    output: {
      title: 'Output report reminder',
      text: "Please report last month's output value between day {{from}} and day {{to}} of each month.",
      stopped:
        'If the project has been completed or stopped, change its status; after that no output report is required.',
      params: 'First-half reporting window of this project: day {{start}} to day {{end}} of each month',
      project: 'Project: {{name}}',
      close: 'Got it',
    },
    token: {
      title: 'Login state at risk',
      text: 'The login state of the current account is at risk. Please log in again.',
      relogin: 'Log in again',
    },
    hotline: {
      label: 'Customer service',
      scan: 'Scan with WeChat to contact customer service',
      phone: 'Phone: {{phone}}',
      hours: 'Service hours: {{hours}}',
      unavailable: 'No customer-service contact available',
    },
    help: {
      label: 'Help guide',
      title: 'Help guide',
      index: 'No.',
      name: 'Name',
      scope: 'Scope',
      qrCode: 'QR code',
      qrAlt: 'QR code of {{title}}',
      open: 'Open',
      hint: 'Scan a QR code with WeChat to get help',
      manual: 'Open the user manual',
      empty: 'No help entries yet',
    },
  },
};
