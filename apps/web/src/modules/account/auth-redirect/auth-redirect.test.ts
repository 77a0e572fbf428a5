import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOver } from './auth-redirect';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/auth-redirect (docs/product.md §2.1)', () => {
  it('when no window of ours opened this one, then the login page opens here with the same query and hash', () => {
    expect(handOver('?code=abc&state=7', '#x')).toBe('/login?code=abc&state=7#x');
  });

  it('when our login window opened this one, then that window goes to the login with the query and this one closes', () => {
    const opener = { closed: false, location: { origin: window.location.origin, href: '' } };
    vi.spyOn(window, 'opener', 'get').mockReturnValue(opener);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    expect(handOver('?code=abc', '')).toBeNull();
    expect(opener.location.href).toBe(`${window.location.origin}/login?code=abc`);
    expect(close).toHaveBeenCalled();
  });

  it('when the opener is another site, or already closed, then it is left alone and the login opens here', () => {
    const foreign = {
      closed: false,
      get location(): never {
        throw new DOMException('cross-origin', 'SecurityError');
      },
    };
    vi.spyOn(window, 'opener', 'get').mockReturnValue(foreign);
    expect(handOver('?code=abc', '')).toBe('/login?code=abc');
    vi.spyOn(window, 'opener', 'get').mockReturnValue({
      closed: true,
      location: { origin: window.location.origin },
    });
    expect(handOver('?code=abc', '')).toBe('/login?code=abc');
  });
});
