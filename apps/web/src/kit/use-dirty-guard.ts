import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useKeptAlive } from './shell-context';

/**
 * Unsaved input is not lost silently (STYLE: "warn before leaving a dirty form"): while `dirty`, closing
 * the tab or reloading asks the browser's question, and navigating away from a page that would
 * unmount asks ours. A keepAlive page keeps its form when left, so only closing the form itself asks.
 * Answers `confirmDiscard`, for the form's own close button.
 */
export function useDirtyGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const keptAlive = useKeptAlive();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !keptAlive && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const ask = useCallback(
    (onLeave: () => void, onStay?: () => void) =>
      modal.confirm({
        title: t('kit.dirty.title'),
        content: t('kit.dirty.content'),
        okText: t('kit.dirty.leave'),
        cancelText: t('kit.dirty.stay'),
        okButtonProps: { danger: true },
        onOk: onLeave,
        onCancel: onStay,
      }),
    [modal, t],
  );

  useEffect(() => {
    if (blocker.state === 'blocked') ask(blocker.proceed, blocker.reset);
  }, [blocker, ask]);

  /** Runs `close` at once when nothing is unsaved, else after the user confirms. */
  const confirmDiscard = useCallback((close: () => void) => (dirty ? ask(close) : close()), [dirty, ask]);
  return { confirmDiscard };
}
