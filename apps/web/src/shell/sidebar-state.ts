import { LAYOUT, SIDEBAR_COOKIE, SIDEBAR_COOKIE_VALUE } from '@zhuji/shared';
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { readCookie, writeCookie } from '../session/cookies';

const PREFERENCE_DAYS = 365;

/** Open unless the cookie says closed (docs/product.md §9: sidebarStatus 1 or 0). */
export const readSidebarOpened = (): boolean => readCookie(SIDEBAR_COOKIE) !== SIDEBAR_COOKIE_VALUE.CLOSED;

interface SidebarState {
  /** Desktop: expanded (true) or collapsed to icons. Kept in the cookie. */
  opened: boolean;
  /** Mobile: the overlay drawer is showing. Never kept: a mobile page opens with it closed. */
  drawerOpen: boolean;
}

export const useSidebarStore = create<SidebarState>(() => ({
  opened: readSidebarOpened(),
  drawerOpen: false,
}));

export function setSidebarOpened(opened: boolean): void {
  writeCookie(
    SIDEBAR_COOKIE,
    opened ? SIDEBAR_COOKIE_VALUE.OPENED : SIDEBAR_COOKIE_VALUE.CLOSED,
    PREFERENCE_DAYS,
  );
  useSidebarStore.setState({ opened });
}

export const setDrawerOpen = (drawerOpen: boolean) => useSidebarStore.setState({ drawerOpen });

export const isMobileWidth = (width: number) => width < LAYOUT.MOBILE_THRESHOLD;

/** Below 1024 px the device counts as mobile (docs/product.md §2.4); follows window resizes. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => isMobileWidth(window.innerWidth));
  useEffect(() => {
    const onResize = () => setMobile(isMobileWidth(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return mobile;
}
