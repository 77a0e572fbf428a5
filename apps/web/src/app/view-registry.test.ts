import { describe, expect, it } from 'vitest';
import { LAYOUT_VIEW, PLANNED_VIEWS, resolveView, VIEW_REGISTRY } from './view-registry';

describe('view registry', () => {
  it('when a key is registered, then it resolves to a lazy page', () => {
    const view = resolveView('home/index');
    expect(view.kind).toBe('page');
    if (view.kind === 'page') expect(view.Page.$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it('when the key is the layout, then it is the layout and not a page', () => {
    expect(resolveView(LAYOUT_VIEW)).toEqual({ kind: 'layout' });
  });

  it('when a key is planned, then it is a placeholder; registered and planned keys never overlap', () => {
    for (const key of PLANNED_VIEWS) expect(resolveView(key)).toEqual({ kind: 'planned' });
    expect(PLANNED_VIEWS.filter((key) => Object.hasOwn(VIEW_REGISTRY, key))).toEqual([]);
  });

  it('when a key is unknown (even an Object.prototype name), then it is module-not-found', () => {
    expect(resolveView('nope/missing')).toEqual({ kind: 'unknown' });
    expect(resolveView('constructor')).toEqual({ kind: 'unknown' });
  });
});
