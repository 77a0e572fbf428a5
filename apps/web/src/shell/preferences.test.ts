import { describe, expect, it } from 'vitest';
import { resolveComponentSize, resolveLanguage } from './preferences';

describe('resolveLanguage', () => {
  it.each([
    ['zh', 'zh'],
    ['en', 'en'],
    ['es', 'es'],
    [undefined, 'zh'],
    ['fr', 'zh'],
    ['', 'zh'],
  ])('when the cookie says %s, then the language is %s', (cookie, language) => {
    expect(resolveLanguage(cookie)).toBe(language);
  });
});

describe('resolveComponentSize', () => {
  it.each([
    [undefined, 'medium'],
    ['medium', 'medium'],
    ['small', 'small'],
    ['mini', 'small'],
    ['large', 'large'],
    ['huge', 'medium'],
  ])('when the cookie says %s, then antd gets %s', (cookie, size) => {
    expect(resolveComponentSize(cookie)).toBe(size);
  });
});
