import { useQuery } from '@tanstack/react-query';
import type { ProjectListItem, UserInfo } from '@zhuji/shared';
import { useEffect } from 'react';
import { create } from 'zustand';
import { projectListQuery, userInfoQuery } from '../../session/account';
import { useSessionStore } from '../../session/session-store';
import { projectBlock } from '../../session/startup-checks';
import { OutputNoticeDialog, useOutputNoticeClosed } from './output-notice-dialog';
import { findProjectItem, ProjectStatusModal } from './project-status-modal';
import { SpecimenReminderDialog } from './specimen-reminder-dialog';
import { TokenRiskDialog, useTokenIntegrity } from './token-risk-dialog';
import { useStartupFlow } from './use-startup-flow';

export interface GlobalDialogsProps {
  /** The logged-in user; by default the session store's, else the user-info query's. */
  user?: UserInfo | undefined;
  /** The user's projects; by default the session store's, else the project-list query's. */
  projects?: ProjectListItem[] | undefined;
  /** The current route has meta.windowType 'newWindow': no start-up checks, no notices (docs/product.md §2.4). */
  newWindow?: boolean | undefined;
}

/** The user and projects from the props, the session store, or (outside the layout) the queries. */
function useDialogSession(props: GlobalDialogsProps) {
  const storeUser = useSessionStore((state) => state.user);
  const storeProjects = useSessionStore((state) => state.projects);
  const knownUser = props.user ?? storeUser;
  const knownProjects = props.projects ?? storeProjects;
  const userQuery = useQuery({ ...userInfoQuery(), enabled: !knownUser });
  const projectsQuery = useQuery({ ...projectListQuery(), enabled: !knownProjects });
  return {
    user: knownUser ?? userQuery.data,
    projects: knownProjects ?? projectsQuery.data,
  };
}

/** Where the shell's own dialogs stand: more may still come, none will, or one stays until acted on. */
export type DialogPhase = 'pending' | 'settled' | 'blocked';

/**
 * The phase for the shell layout, which holds the page back while it is 'pending' (shell-layout.tsx): a
 * start-up dialog that comes up late must not take a click meant for the page, nor the page one meant
 * for the dialog.
 */
export const useDialogPhaseStore = create<{ phase: DialogPhase }>(() => ({ phase: 'pending' }));

/**
 * Publishes the phase on <html data-shell-dialogs>, so that a script driving the page (the browser tests'
 * closeReminders) can tell "no reminder yet" from "no reminder will come" without guessing a delay.
 */
function useDialogPhaseMarker(phase: DialogPhase) {
  useEffect(() => {
    document.documentElement.dataset.shellDialogs = phase;
    useDialogPhaseStore.setState({ phase });
  }, [phase]);
  useEffect(
    () => () => {
      delete document.documentElement.dataset.shellDialogs;
      useDialogPhaseStore.setState({ phase: 'pending' });
    },
    [],
  );
}

/**
 * Every dialog the app shell raises on its own (docs/product.md §2.5, §2.6, §4, §8), one at a time and in order
 * of urgency: the token risk dialog; the blocking project-status modal; the start-up alerts (contract,
 * tender, specimen association); then the output notice. Mount it once inside the logged-in layout.
 */
export function GlobalDialogs(props: GlobalDialogsProps) {
  const { user, projects } = useDialogSession(props);
  const newWindow = Boolean(props.newWindow);
  const atRisk = useTokenIntegrity();
  const project = user?.currentProject ?? undefined;
  const block = projectBlock(project, findProjectItem(projects ?? [], project?.id)?.auditStatus);
  const startupOver = useStartupFlow({ user, newWindow, blocked: atRisk || block !== undefined });
  const outputNoticeClosed = useOutputNoticeClosed(project?.id);
  const outputNoticeDue = Boolean(user?.showOutputNotice) && !outputNoticeClosed;
  const phase: DialogPhase =
    atRisk || block
      ? 'blocked'
      : !user
        ? 'pending'
        : newWindow || !project
          ? 'settled'
          : !startupOver || outputNoticeDue
            ? 'pending'
            : 'settled';
  useDialogPhaseMarker(phase);

  if (atRisk) return <TokenRiskDialog open />;
  return (
    <>
      {block && project && projects && (
        <ProjectStatusModal block={block} project={project} projects={projects} />
      )}
      <SpecimenReminderDialog />
      {!block && !newWindow && startupOver && project && user?.showOutputNotice && (
        <OutputNoticeDialog projectId={project.id} projectName={project.name} />
      )}
    </>
  );
}
