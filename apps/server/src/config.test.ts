import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('BUSINESS_TIME_ZONE', () => {
  it('when it is not set, then the business calendar is Asia/Shanghai', () => {
    expect(configFromEnv({}).businessTimeZone).toBe('Asia/Shanghai');
    expect(configFromEnv({ BUSINESS_TIME_ZONE: '' }).businessTimeZone).toBe('Asia/Shanghai');
  });

  it('when a deployment names another IANA zone, then it is used', () => {
    expect(configFromEnv({ BUSINESS_TIME_ZONE: 'Asia/Urumqi' }).businessTimeZone).toBe('Asia/Urumqi');
    expect(configFromEnv({ BUSINESS_TIME_ZONE: 'America/New_York' }).businessTimeZone).toBe(
      'America/New_York',
    );
  });

  it('when the zone is unknown, then the start is refused with a message naming the variable and the value', () => {
    expect(() => configFromEnv({ BUSINESS_TIME_ZONE: 'China/Beijing' })).toThrow(
      'BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Shanghai, got "China/Beijing"',
    );
    expect(() => configFromEnv({ BUSINESS_TIME_ZONE: '+08:00' })).toThrow(/BUSINESS_TIME_ZONE/);
  });
});
