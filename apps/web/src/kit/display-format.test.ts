import { setBusinessTimeZone } from '@zhuji/shared';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../app/i18n';
import { dateRangePresets } from './date-range-presets';
import { abbreviateNumber } from './number-format';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-27T08:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

afterEach(async () => {
  await i18n.changeLanguage('zh');
  setBusinessTimeZone('Asia/Shanghai');
});

describe('relative time (docs/product.md §9)', () => {
  it('when under 30 s, then 刚刚; then minutes, hours, 1天前; older shows the business date and time', async () => {
    await i18n.changeLanguage('zh');
    const t = i18n.t.bind(i18n);
    expect(relativeTime(t, ago(29_000), now)).toBe('刚刚');
    expect(relativeTime(t, ago(-5_000), now)).toBe('刚刚');
    expect(relativeTime(t, ago(30_000), now)).toBe('1分钟前');
    expect(relativeTime(t, ago(59 * 60_000), now)).toBe('59分钟前');
    expect(relativeTime(t, ago(60 * 60_000), now)).toBe('1小时前');
    expect(relativeTime(t, ago(23 * 3600_000 + 59 * 60_000), now)).toBe('23小时前');
    expect(relativeTime(t, ago(24 * 3600_000), now)).toBe('1天前');
    // 2026-11-25T07:00Z is 15:00 in Beijing.
    expect(relativeTime(t, '2026-11-25T07:00:00Z', now)).toBe('2026-11-25 15:00');
  });

  it('when the UI is English, then it reads in English', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(relativeTime(t, ago(5 * 60_000), now)).toBe('5 min ago');
    expect(relativeTime(t, ago(30 * 3600_000), now)).toBe('1 day ago');
  });
});

describe('number abbreviation (docs/product.md §9: k, M, G, T, P, E)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [2_500_000, '2.5M'],
    [3e9, '3G'],
    [4.56e12, '4.6T'],
    [7e15, '7P'],
    [1.2e18, '1.2E'],
    [-1500, '-1.5k'],
    [12.34, '12.3'],
  ])('%d → %s', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });
});

describe('date range shortcuts (docs/product.md §9)', () => {
  it('when listed, then today, 7, 30 and 90 days back from the business day, in the UI language', async () => {
    await i18n.changeLanguage('zh');
    // 2026-11-27T20:00Z is already the 28th in Beijing.
    const presets = dateRangePresets(i18n.t.bind(i18n), new Date('2026-11-27T20:00:00Z'));
    expect(presets.map((p) => p.label)).toEqual(['今天', '最近一周', '最近一个月', '最近三个月']);
    expect(presets.map((p) => p.value.map((d) => d.format('YYYY-MM-DD')))).toEqual([
      ['2026-11-28', '2026-11-28'],
      ['2026-11-21', '2026-11-28'],
      ['2026-10-29', '2026-11-28'],
      ['2026-08-30', '2026-11-28'],
    ]);
  });
});
