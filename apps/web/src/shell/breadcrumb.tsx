import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMainPartStore } from '../session/main-part-store';
import { matchAppRoute } from '../session/menu-routes';
import { useSession } from '../session/session-store';
import { breadcrumbLevels } from './breadcrumb-levels';

/** The breadcrumb of docs/product.md §2.4 for the current page. */
export function ShellBreadcrumb() {
  const { t } = useTranslation();
  const location = useLocation();
  const { routes } = useSession();
  const main = useMainPartStore((state) => state.main);
  const levels = useMemo(() => {
    const match = matchAppRoute(routes, location.pathname);
    const name = new URLSearchParams(location.search).get('breadcrumbName');
    return match ? breadcrumbLevels(match.chain, match.params, name, main) : [];
  }, [routes, location.pathname, location.search, main]);

  return (
    <Breadcrumb
      items={levels.map((level) => {
        const title = level.translate ? t(level.title as 'menu.Home') : level.title;
        return { key: level.key, title: level.to ? <Link to={level.to}>{title}</Link> : title };
      })}
    />
  );
}
