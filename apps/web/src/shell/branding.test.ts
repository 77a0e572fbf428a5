import { APP_NAME_KEY, THEME_COLORS } from '@zhuji/shared';
import { describe, expect, it } from 'vitest';
import { hostMarkersFromEnv, resolveBranding } from './branding';

const markers = { blue: 'zhuji', gov: 'gov' };

describe('resolveBranding', () => {
  it.each([
    ['saas.zhuji.cn', 'blue', THEME_COLORS.blue, APP_NAME_KEY.DEFAULT_PLATFORM],
    ['ZHUJI.example.com', 'blue', THEME_COLORS.blue, APP_NAME_KEY.DEFAULT_PLATFORM],
    ['vip.example.com', 'purple', THEME_COLORS.purple, APP_NAME_KEY.DEFAULT_PLATFORM],
    ['127.0.0.1', 'purple', THEME_COLORS.purple, APP_NAME_KEY.DEFAULT_PLATFORM],
    ['zjj.gov.cn', 'purple', THEME_COLORS.purple, APP_NAME_KEY.WHOLE_CHAIN_PLATFORM],
    ['gov.zhuji.cn', 'blue', THEME_COLORS.blue, APP_NAME_KEY.WHOLE_CHAIN_PLATFORM],
  ])('when the host is %s, then the theme is %s and the name key fits', (host, theme, color, nameKey) => {
    expect(resolveBranding(host, markers)).toEqual({ theme, primaryColor: color, platformNameKey: nameKey });
  });

  it('when the theme is purple, then the colour is rgb(133,97,201); when blue, rgb(55,130,222)', () => {
    expect(resolveBranding('a.example', markers).primaryColor).toBe('rgb(133,97,201)');
    expect(resolveBranding('a.zhuji.cn', markers).primaryColor).toBe('rgb(55,130,222)');
  });

  it('when a marker is empty, then it matches no host', () => {
    expect(resolveBranding('zhuji.gov.cn', { blue: '', gov: '' })).toMatchObject({
      theme: 'purple',
      platformNameKey: APP_NAME_KEY.DEFAULT_PLATFORM,
    });
  });
});

describe('hostMarkersFromEnv', () => {
  it('when the env sets no markers, then the defaults zhuji and gov apply', () => {
    expect(hostMarkersFromEnv({} as ImportMetaEnv)).toEqual({ blue: 'zhuji', gov: 'gov' });
  });

  it('when the env sets markers, then they are used', () => {
    const env = { VITE_BLUE_HOST_MARKER: 'acme', VITE_GOV_HOST_MARKER: 'zf' } as ImportMetaEnv;
    expect(hostMarkersFromEnv(env)).toEqual({ blue: 'acme', gov: 'zf' });
  });
});
