import { enAcceptance } from '../modules/acceptance/locales/en';
import { enCompany } from '../modules/company/locales/en';
import { enComplaint } from '../modules/complaint/locales/en';
import { enCost } from '../modules/cost/locales/en';
import { enDocument } from '../modules/document/locales/en';
import { enFire } from '../modules/fire/locales/en';
import { enFlow } from '../modules/flow/locales/en';
import { enFunds } from '../modules/funds/locales/en';
import { enHome } from '../modules/home/locales/en';
import { enMainBody } from '../modules/main-body/locales/en';
import { enMaterialLedger } from '../modules/material/locales/en';
import { enMaterial } from '../modules/material-inspection/locales/en';
import { enNotice } from '../modules/notice/locales/en';
import { enOutput } from '../modules/output/locales/en';
import { enParty } from '../modules/party/locales/en';
import { enPile } from '../modules/pile/locales/en';
import { enPileDetection } from '../modules/pile-detection/locales/en';
import { enProgress } from '../modules/progress/locales/en';
import { enProject } from '../modules/project/locales/en';
import { enRecords } from '../modules/records/locales/en';
import { enRectification } from '../modules/rectification/locales/en';
import { enReport } from '../modules/report/locales/en';
import { enRisk } from '../modules/risk/locales/en';
import { enSupplier } from '../modules/supplier/locales/en';
import { enTender } from '../modules/tender/locales/en';
import { enTestBlock } from '../modules/test-block/locales/en';
import { enWarning } from '../modules/warning/locales/en';
import { enDialogs } from './en-dialogs';
import { enKit } from './en-kit';
import { enShell } from './en-shell';
import type { LocaleMessages } from './zh';

export const en: LocaleMessages = {
  app: {
    name: {
      saasPlatform: 'Zhuji SaaS Platform',
      wholeChainPlatform: 'Whole-Chain Engineering Construction Platform',
      workbench: 'Construction Production Workbench',
      titleSuffix: 'SaaS Platform - Business System',
    },
    tagline: 'End-to-end quality management for construction projects',
  },
  language: {
    label: 'Language',
    zh: '简体中文',
    en: 'English',
    es: 'Español',
  },
  route: {
    home: 'Home',
    login: 'Sign in',
    notFound: 'Page not found',
    serverError: 'Server error',
    noPermission: 'No permission',
    register: 'Company registration',
    findPassword: 'Reset password',
    passwordUpdate: 'Change password',
    phoneUpdate: 'Change phone',
    announcement: 'Announcements',
    previewDetection: 'Report verification',
    onlyPicture: 'Image',
  },
  errors: {
    backHome: 'Back to home',
    back: 'Go back',
    notFound: {
      title: '404',
      description: 'Sorry, the page you visited does not exist or has been removed.',
    },
    serverError: {
      title: '500',
      description: 'Sorry, something went wrong on the server. Please try again later.',
    },
    noPermission: {
      title: '401',
      description:
        'Sorry, you are not allowed to view this page. Contact your administrator if you need access.',
    },
  },
  login: {
    title: 'Account sign in',
    account: 'Account',
    accountPlaceholder: 'Enter your account',
    accountRequired: 'Please enter your account',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    passwordRequired: 'Please enter your password',
    submit: 'Sign in',
    failed: 'Sign-in failed. Please try again later.',
    insecureContext:
      'This connection is not secure, so the browser cannot encrypt your password. Please open the site over HTTPS.',
    copyright: '© {{year}} {{platform}}',
    register: 'Register a company',
    forgotPassword: 'Forgot password?',
    code: 'SMS code',
    codePlaceholder: 'Enter the SMS code',
    codeRequired: 'Please enter the SMS code',
    codeSent: 'A code was sent to {{phone}}; enter it to complete the sign-in',
    status: {
      title: '{{name}}: {{status}}',
      ask: 'Check a company registration',
      placeholder: 'Unified social credit code',
      check: 'Check',
      badCode: 'Enter a valid unified social credit code',
      loading: 'Checking the review status…',
      pending: 'Pending review',
      pendingHint:
        'Your accounts can log in once the platform approves; the company administrator is told by text message.',
      active: 'Approved',
      activeHint: 'Your company’s accounts can log in now.',
      disabled: 'Disabled',
      disabledHint: 'This company is disabled; contact the platform’s support.',
      rejected: 'Rejected',
      reason: 'Reason: {{reason}}. Correct it and contact the platform’s support for a new review.',
    },
  },
  home: {
    greeting: {
      morning: 'Good morning, {{name}}',
      afternoon: 'Good afternoon, {{name}}',
      evening: 'Good evening, {{name}}',
    },
    welcome: 'Welcome to {{platform}}',
    description: 'Business modules are under construction.',
    logout: 'Log out',
    company: 'Company',
    currentProject: 'Current project',
    division: 'Work type',
    currentRole: 'Current role',
    noRole: 'No role assigned',
    noProject: 'No current project',
    projectCount: 'My projects',
    unreadMessages: 'Unread messages',
    projects: 'My projects',
    current: 'Current',
    noProjects: 'You have not joined any project yet',
    projectsFailed: 'The project list could not be loaded',
    infoIncomplete: 'Information incomplete',
    loadFailed: 'Your user information could not be loaded',
    retry: 'Retry',
  },
  companyType: {
    '1': 'Contractor',
    '2': 'Owner',
    '3': 'Supervisor',
    '4': 'Surveyor',
    '5': 'Designer',
    '6': 'Testing lab',
    '7': 'Material supplier',
    '8': 'Quality regulator',
    '9': 'Platform operator',
  },
  account: {
    field: {
      name: 'Name',
      namePlaceholder: 'Enter your name',
      phone: 'Mobile number',
      phonePlaceholder: 'Enter the 11-digit mobile number',
      code: 'Verification code',
      codePlaceholder: 'Enter the SMS code',
      oldPassword: 'Current password',
      oldPasswordPlaceholder: 'Enter your current password',
      currentPassword: 'Login password',
      currentPasswordPlaceholder: 'Enter your current login password',
      password: 'Password',
      newPassword: 'New password',
      passwordPlaceholder: '6–20 digits or letters, case-sensitive',
      passwordConfirm: 'Confirm password',
      passwordConfirmPlaceholder: 'Enter the password again',
    },
    backToLogin: 'Back to login',
    backHome: 'Back to home',
    register: {
      title: 'Company registration',
      description:
        'The platform reviews the registration; once approved, the administrator account can log in',
      companySection: 'Company',
      adminSection: 'Administrator account',
      unitName: 'Company name',
      unitNamePlaceholder: 'Full name as on the business licence',
      creditCode: 'Unified social credit code',
      creditCodePlaceholder: 'Enter the 18-character credit code',
      creditCodeTaken: 'This credit code is already registered ({{name}})',
      compType: 'Company type',
      compTypePlaceholder: 'Select the company type',
      compTypeRequired: 'Please select the company type',
      qualification: 'Qualification',
      qualificationPlaceholder: 'Select a qualification (optional)',
      qualificationNeedsType: 'Select the company type first',
      region: 'Region',
      regionRequired: 'Please select the region',
      address: 'Address',
      addressPlaceholder: 'Street and number, up to 50 characters',
      legalPerson: 'Legal representative',
      legalPersonPlaceholder: "Enter the legal representative's name",
      legalPersonPhone: "Legal representative's mobile",
      technician: 'Technical director',
      technicianPlaceholder: "Technical director's name (optional)",
      technicianPhone: "Technical director's mobile",
      technicianPhonePlaceholder: 'Mobile number (optional)',
      account: 'Login account',
      accountPlaceholder: '2–20 Chinese or English letters',
      adminName: "Administrator's name",
      adminPhone: "Administrator's mobile",
      submit: 'Submit registration',
      haveAccount: 'Already have an account?',
      toLogin: 'Log in',
      pendingTitle: 'Registration submitted, pending review',
      pendingDescription:
        'Once the platform has reviewed the registration of "{{unit}}", you can log in with the account "{{account}}".',
      activeTitle: 'Registration complete',
      activeDescription: '"{{unit}}" is active; you can now log in with the account "{{account}}".',
      goLogin: 'Go to login',
    },
    passwordUpdate: {
      title: 'Change password',
      description: 'After the change, every login on every device ends; log in again with the new password.',
      submit: 'Change password',
      sameAsOld: 'The new password must differ from the current one',
      success: 'Password changed. Please log in again with the new password',
    },
    phoneUpdate: {
      title: 'Change phone',
      description: 'A code is sent to the new number; confirm it with your login password to switch.',
      current: 'Current mobile number',
      none: 'None',
      newPhone: 'New mobile number',
      newPhonePlaceholder: 'Enter the new 11-digit mobile number',
      samePhone: 'The new number is the same as the current one',
      submit: 'Change phone',
      success: 'Mobile number changed',
    },
    findPassword: {
      title: 'Reset password',
      description: "Receive a code on your account's mobile number and set a new login password",
      submit: 'Reset password',
      success: 'Password reset. Please log in with the new password',
    },
    personal: {
      title: 'Complete your personal information',
      description:
        'On your first login, complete your information and set a new password; then log in again with it.',
      locked: 'Your name and mobile number were registered by an administrator and cannot be changed.',
      phoneSearchHint: 'Type 6 or more digits to search registered numbers',
      save: 'Save',
      logout: 'Log out',
      success: 'Personal information saved. Please log in again with the new password',
    },
  },
  ...enShell,
  ...enDialogs,
  ...enKit,
  ...enHome,
  ...enNotice,
  ...enProject,
  ...enTender,
  ...enOutput,
  ...enProgress,
  ...enFunds,
  ...enCost,
  ...enComplaint,
  ...enFire,
  ...enMainBody,
  ...enParty,
  ...enMaterialLedger,
  ...enRisk,
  ...enSupplier,
  ...enCompany,
  ...enRecords,
  ...enPile,
  ...enPileDetection,
  ...enTestBlock,
  ...enDocument,
  ...enWarning,
  ...enMaterial,
  ...enAcceptance,
  ...enFlow,
  ...enRectification,
  ...enReport,
  division: {
    MAIN: 'Main structure',
    PILE_FOUNDATION: 'Pile foundation',
  },
  api: {
    loginExpired: 'Your login has expired',
    timeout: 'The request timed out. Please try again later.',
    network: 'Network error. Please check your connection and try again.',
    failed: 'Request failed',
    withDetail: '{{message}}: {{detail}}',
    status: {
      '400': 'Bad request; nothing was created or changed',
      '401': 'Not authorized (wrong token, user name or password)',
      '403': 'Authorized, but access is forbidden',
      '404': 'The record does not exist',
      '406': 'The requested format is not available',
      '410': 'The requested resource has been permanently deleted',
      '422': 'A validation error occurred while creating the object',
      '500': 'Server error',
      '502': 'Bad gateway',
      '503': 'Service unavailable',
      '504': 'Gateway timeout',
      other: 'Request failed with status {{status}}',
    },
  },
};
