import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './document-title';

describe('formatDocumentTitle', () => {
  it('when a page has a title, then the suffix follows it', () => {
    expect(formatDocumentTitle('登录', 'SaaS平台 - 业务系统')).toBe('登录 - SaaS平台 - 业务系统');
  });

  it('when a page has no title, then only the suffix is shown', () => {
    expect(formatDocumentTitle(undefined, 'SaaS平台 - 业务系统')).toBe('SaaS平台 - 业务系统');
  });
});
