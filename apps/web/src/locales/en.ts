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
    unavailable: 'The sign-in service is not available yet. Please try again later.',
    copyright: '© {{year}} {{platform}}',
  },
  home: {
    welcome: 'Welcome to {{platform}}',
    description: 'Business modules are under construction.',
    logout: 'Log out',
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
