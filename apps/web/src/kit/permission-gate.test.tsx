import { cleanup, render, screen } from '@testing-library/react';
import { MissingActionError } from '@zhuji/shared';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Can, RouteActionsProvider } from './permission-gate';

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error instanceof Error ? (
      <p>caught: {this.state.error.message}</p>
    ) : (
      this.props.children
    );
  }
}

const renderWith = (actions: string[] | undefined, node: ReactNode) =>
  render(
    <Boundary>
      <RouteActionsProvider actions={actions}>{node}</RouteActionsProvider>
    </Boundary>,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('<Can>', () => {
  it('when the page lists the action, then the children render', () => {
    renderWith(['list', 'add'], <Can action="add">新增</Can>);
    expect(screen.getByText('新增')).toBeTruthy();
  });

  it('when the page does not list the action, then nothing renders (or the fallback)', () => {
    renderWith(['list'], <Can action="remove">删除</Can>);
    expect(screen.queryByText('删除')).toBeNull();
    cleanup();
    renderWith(
      ['list'],
      <Can action="remove" fallback={<span>只读</span>}>
        删除
      </Can>,
    );
    expect(screen.getByText('只读')).toBeTruthy();
  });

  it('when the page has no action list, then nothing renders', () => {
    renderWith(undefined, <Can action="add">新增</Can>);
    expect(screen.queryByText('新增')).toBeNull();
  });

  it("when the action name is missing, then 'need flag' is thrown and an error boundary catches it", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(['add'], <Can action="">新增</Can>);
    expect(screen.getByText('caught: need flag')).toBeTruthy();
    expect(new MissingActionError().message).toBe('need flag');
  });
});
