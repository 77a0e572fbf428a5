import type { Messages } from '../../../kit/web-module';
import type { zhManual } from './zh';

export const enManual: Messages<typeof zhManual> = {
  manual: {
    description:
      'What each page of the menu is for, who fills it in and what happens after you submit. The “?” next to a page’s title opens its section here.',
    search: 'Search the manual, e.g. “test block”, “rectification”',
    noMatch: 'Nothing found for “{{keyword}}”',
    matches: '{{count}} sections found',
    contents: 'Contents',
    backToLogin: 'Back to sign-in',
    loadFailed: 'The manual could not be loaded',
  },
};
