import type { UserInfo } from '@zhuji/shared';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import {
  isReminderOn,
  runStartupChecks,
  type StartupAlert,
  type StartupDeps,
  type StartupFacts,
  turnReminderOff,
} from '../../session/startup-checks';
import { fetchSpecimenCount, fetchTenderDetail } from './dialogs.api';
import { STARTUP_DIALOG_Z_INDEX } from './stacking';

type FlowStatus = 'running' | 'done';

interface StartupFlowState {
  /** Per project id: the flow ran (or is running) during this page's life. */
  status: Record<number, FlowStatus>;
  /** The specimen-association reminder on screen (open false while it closes), if any. */
  specimen: { projectId: number; count: number; open: boolean } | undefined;
}

/** Module-wide so a remount of the layout (or StrictMode's double effects) does not run the flow twice. */
export const useStartupFlowStore = create<StartupFlowState>(() => ({ status: {}, specimen: undefined }));

let resolveSpecimen: (() => void) | undefined;

/** Longer than antd's modal closing animation. */
const CLOSE_FALLBACK_MS = 800;

/** 'Got it' on the reminder: the flag goes off for this project and the dialog closes. */
export function acknowledgeSpecimenReminder(): void {
  const shown = useStartupFlowStore.getState().specimen;
  if (!shown?.open) return;
  turnReminderOff(shown.projectId);
  useStartupFlowStore.setState({ specimen: { ...shown, open: false } });
  // Should the closing animation never report its end, the flow must not stall.
  setTimeout(specimenReminderClosed, CLOSE_FALLBACK_MS);
}

/** The reminder has finished closing: the flow carries on with the next dialog. Idempotent. */
export function specimenReminderClosed(): void {
  const shown = useStartupFlowStore.getState().specimen;
  if (!shown || shown.open) return;
  useStartupFlowStore.setState({ specimen: undefined });
  const resolve = resolveSpecimen;
  resolveSpecimen = undefined;
  resolve?.();
}

const showSpecimenReminder = (projectId: number, count: number) =>
  new Promise<void>((resolve) => {
    resolveSpecimen = resolve;
    useStartupFlowStore.setState({ specimen: { projectId, count, open: true } });
  });

/** How the alerts reach the screen: the contextual antd modal and message APIs. */
export interface StartupPresenter {
  warn(kind: 'contractMissing' | 'tenderMissing'): Promise<void>;
  error(message: string): void;
}

async function present(alerts: StartupAlert[], projectId: number, presenter: StartupPresenter) {
  // One at a time: each waits for the previous one to be closed.
  for (const alert of alerts) {
    switch (alert.kind) {
      case 'contractMissing':
      case 'tenderMissing':
        await presenter.warn(alert.kind);
        break;
      case 'specimenReminder':
        await showSpecimenReminder(projectId, alert.count);
        break;
      case 'specimenError':
        presenter.error(alert.message);
        break;
    }
  }
}

const defaultDeps: StartupDeps = { loadTender: fetchTenderDetail, loadSpecimenCount: fetchSpecimenCount };

/** Runs the start-up flow of a project once per page life; resolves when every alert was closed. */
export async function startStartupFlow(
  facts: StartupFacts & { project: NonNullable<StartupFacts['project']> },
  presenter: StartupPresenter,
  deps: StartupDeps = defaultDeps,
): Promise<void> {
  const projectId = facts.project.id;
  if (useStartupFlowStore.getState().status[projectId]) return;
  const mark = (status: FlowStatus) =>
    useStartupFlowStore.setState((state) => ({ status: { ...state.status, [projectId]: status } }));
  mark('running');
  try {
    await present(await runStartupChecks(facts, deps), projectId, presenter);
  } finally {
    mark('done');
  }
}

export interface StartupFlowOptions {
  user: UserInfo | undefined;
  /** The current route is a meta.windowType 'newWindow' page: no start-up checks (docs/product.md §2.4). */
  newWindow: boolean;
  /** Something more urgent is on screen (a blocking project modal, the token risk dialog). */
  blocked: boolean;
}

/**
 * Starts the start-up flow (docs/product.md §4) for the current project once the session is known and nothing
 * blocks it. Answers whether the flow is over (or does not apply), so later notices can wait for it.
 */
export function useStartupFlow({ user, newWindow, blocked }: StartupFlowOptions): boolean {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const project = user?.currentProject ?? undefined;
  const status = useStartupFlowStore((state) => (project ? state.status[project.id] : undefined));

  useEffect(() => {
    if (!user || !project || newWindow || blocked) return;
    const presenter: StartupPresenter = {
      warn: (kind) =>
        new Promise<void>((resolve) => {
          modal.warning({
            title: t('dialogs.notice'),
            content: t(`dialogs.startup.${kind}`),
            okText: t('dialogs.gotIt'),
            centered: true,
            keyboard: false,
            zIndex: STARTUP_DIALOG_Z_INDEX,
            afterClose: resolve,
          });
        }),
      error: (text) => void message.error(text),
    };
    const role = user.currentRole;
    void startStartupFlow(
      {
        project,
        role,
        compTypeId: user.currentUnit.compTypeId,
        newWindow,
        reminderOn: isReminderOn(project.id),
      },
      presenter,
    );
  }, [user, project, newWindow, blocked, modal, message, t]);

  if (!user) return false;
  if (!project || newWindow) return true;
  return status === 'done';
}
