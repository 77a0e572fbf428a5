import { theme } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { create } from 'zustand';

/**
 * Progress of a menu click, shown at once: while the router runs the shell's guard, and while the new
 * page's lazy chunk loads (its Suspense fallback is mounted), the layout carries
 * data-route-loading="true" and a thin bar runs along the top; the sidebar's highlight and the
 * breadcrumb follow the page being opened, not the one being left. Browser stories wait on the
 * attribute instead of a time.
 */
const usePendingViews = create<{ count: number }>(() => ({ count: 0 }));

/** Counts a page chunk loading for as long as the calling fallback is on screen. */
export function useViewPending(): void {
  useEffect(() => {
    usePendingViews.setState((s) => ({ count: s.count + 1 }));
    return () => usePendingViews.setState((s) => ({ count: s.count - 1 }));
  }, []);
}

/** The path the user is going to while a navigation is under way, else the current one. */
export function useTargetPath(): string {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === 'idle' ? undefined : navigation.location?.pathname;
  // A re-entry (/redirect/…) lands where it started: the highlight stays.
  return target && !target.startsWith('/redirect') ? target : pathname;
}

export function useRouteLoading(): boolean {
  const navigating = useNavigation().state !== 'idle';
  const views = usePendingViews((s) => s.count > 0);
  return navigating || views;
}

const KEYFRAMES =
  '@keyframes zj-route-progress{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}';

/** The top progress bar; only while loading (reduced motion: a still bar). */
export function RouteProgressBar({ loading }: { loading: boolean }) {
  const { token } = theme.useToken();
  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-busy="true"
      data-testid="route-progress"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 1100, overflow: 'hidden' }}
    >
      <style>{KEYFRAMES}</style>
      <div
        style={{
          width: '40%',
          height: '100%',
          background: token.colorPrimary,
          animation: 'zj-route-progress 1s ease-in-out infinite',
        }}
      />
    </div>
  );
}
