import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserEffects, registerNavigator } from './effects';

afterEach(() => {
  registerNavigator(undefined);
  vi.restoreAllMocks();
});

describe('browserEffects.navigate', () => {
  it('when the target is an app path and a router is registered, then the router navigates', () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    browserEffects.navigate('/401?noGoBack=true');
    expect(navigate).toHaveBeenCalledWith('/401?noGoBack=true');
  });

  it('when the target is another site, then the browser leaves the app', () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    browserEffects.navigate('https://sso.example.com/login');
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('https://sso.example.com/login');
  });
});
