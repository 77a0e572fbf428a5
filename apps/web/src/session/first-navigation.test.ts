import { describe, expect, it, vi } from 'vitest';
import { loadSession, type SessionDeps } from './first-navigation';
import { DEMO_PROJECTS, demoUser } from './test-menu';

const deps = (overrides: Partial<SessionDeps> = {}) => {
  const calls: string[] = [];
  const all: SessionDeps = {
    fetchProjectList: vi.fn(async () => {
      calls.push('projects');
      return DEMO_PROJECTS;
    }),
    fetchUserInfo: vi.fn(async () => {
      calls.push('user');
      return demoUser();
    }),
    fetchProjectInterests: vi.fn(async () => {
      calls.push('interests');
      return [11];
    }),
    fetchFireControlType: vi.fn(async () => {
      calls.push('fire');
      return 0;
    }),
    ...overrides,
  };
  return { calls, deps: all };
};

describe('first navigation', () => {
  it('when a pile project is current, then projects, user info and interests load in order and routes build', async () => {
    const { calls, deps: d } = deps();
    const session = await loadSession(d);
    expect(calls).toEqual(['projects', 'user', 'interests']);
    expect(session.vipProjectInterests).toEqual([11]);
    expect(session.fireControl).toBeNull();
    expect(session.routes.map((r) => r.fullPath)).toContain('/pileFoundation');
    expect(session.permittedNames.has('MyMessage')).toBe(true);
    expect(session.userRoles).toContain('3');
  });

  it('when the current project is MAIN, then the fire-control type is fetched and applied', async () => {
    const user = demoUser();
    const main = demoUser({ currentProject: { ...user.currentProject!, division: 'MAIN' } });
    const { calls, deps: d } = deps({
      fetchUserInfo: async () => {
        calls.push('user');
        return main;
      },
      fetchFireControlType: async () => {
        calls.push('fire');
        return 1;
      },
    });
    const session = await loadSession(d);
    expect(calls).toEqual(['projects', 'user', 'interests', 'fire']);
    expect(session.fireControl).toBe(1);
    // Type 1 keeps only the root, /home and the fire-management paths (plus the shell's own pages).
    expect(session.routes.map((r) => r.fullPath)).toEqual(['/home', '/passwordUpdate', '/phoneUpdate']);
  });

  it('when a call fails, then the first navigation rejects and nothing further is asked', async () => {
    const { calls, deps: d } = deps({
      fetchUserInfo: async () => {
        throw new Error('boom');
      },
    });
    await expect(loadSession(d)).rejects.toThrow('boom');
    expect(calls).toEqual(['projects']);
  });
});
