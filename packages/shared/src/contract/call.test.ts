import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callUrl, defineCall, fillPath } from './call';

describe('defineCall', () => {
  it('gives a frozen declaration under /api by default', () => {
    const c = defineCall({ method: 'GET', path: 'pile/list', query: z.object({}), response: z.number() });
    expect(Object.isFrozen(c)).toBe(true);
    expect(callUrl(c)).toBe('/api/pile/list');
    expect(c.body).toBeUndefined();
    expect(
      callUrl(defineCall({ method: 'POST', path: 'user/logout', service: 'auth', response: z.null() })),
    ).toBe('/auth/user/logout');
  });

  it('refuses a path with the service prefix, or :segments without params', () => {
    expect(() => defineCall({ method: 'GET', path: '/api/pile/list', response: z.number() })).toThrow(
      /under the service prefix/,
    );
    expect(() => defineCall({ method: 'GET', path: 'pile/:id', response: z.number() })).toThrow(/params/);
    expect(() =>
      defineCall({
        method: 'GET',
        path: 'pile/x',
        params: z.object({ id: z.number() }),
        response: z.number(),
      }),
    ).toThrow(/params/);
  });

  it('fills :segments encoded, and refuses a missing one', () => {
    expect(fillPath('pile/staticDynamicDetail/:id', { id: 7 })).toBe('pile/staticDynamicDetail/7');
    expect(fillPath('doc/:name/x', { name: 'a/b c' })).toBe('doc/a%2Fb%20c/x');
    expect(() => fillPath('pile/:id', {})).toThrow(/:id/);
  });
});
