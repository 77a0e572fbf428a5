import { TIMING } from '@zhuji/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRoleName } from '../kit/role-name';
import { fetchProjectList, fetchUserInfo, logoutEverywhere } from '../session/account';
import { changeProject, changeRole, resetSession, useSessionStore } from '../session/session-store';

const deps = { fetchUserInfo, fetchProjectList };

/** Where a unit change lands (docs/product.md §4): the current page re-entered through /redirect. */
export const reenterPath = (pathname: string, search: string) => `/redirect${pathname}${search}`;

/** The navbar's session changes (docs/product.md §4): role, project, unit, logout. */
export function useSessionActions() {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  const guarded = async (label: string, work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    const hide = message.loading(label, 0);
    try {
      await work();
    } catch {
      // The request layer has shown the failure; the session stays as it was.
    } finally {
      hide();
      setBusy(false);
    }
  };

  return {
    busy,
    /** PUT the role, refresh user info and routes, then the root with a timestamp. */
    switchRole: (roleId: number) =>
      guarded(t('shell.switchingRole'), async () => {
        const user = await changeRole(roleId, deps);
        message.success(t('shell.roleChanged', { name: user.currentRole ? roleName(user.currentRole) : '' }));
        await navigate(`/?t=${Date.now()}`);
      }),
    /** GET the change, select the returned role, refresh, go to the root; a new project reloads. */
    switchProject: (projectId: number) =>
      guarded(t('shell.switchingProject'), async () => {
        const { user, projectChanged } = await changeProject(projectId, deps);
        await navigate('/');
        if (projectChanged) {
          message.success(t('shell.projectChanged', { name: user.currentProject?.name ?? '' }));
          setTimeout(() => window.location.reload(), TIMING.PROJECT_SWITCH_RELOAD_DELAY_MS);
        }
      }),
    /**
     * docs/product.md §4 change unit: the unit becomes current and the page is re-entered through /redirect. The
     * server knows one company per account, so there is no call to make; the choice is this session's.
     */
    switchUnit: (unitId: number) => {
      const { user } = useSessionStore.getState();
      const unit = user?.units.find((u) => u.id === unitId);
      if (!user || !unit) return;
      useSessionStore.setState({
        user: { ...user, currentUnit: { ...user.currentUnit, id: unit.id, name: unit.name } },
      });
      void navigate(reenterPath(location.pathname, location.search), { replace: true });
    },
    logout: () =>
      guarded(t('shell.logout'), async () => {
        await logoutEverywhere();
        resetSession();
        window.location.reload();
      }),
  };
}
