import { QuestionCircleOutlined } from '@ant-design/icons';
import { Breadcrumb, Flex, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMainPartStore } from '../session/main-part-store';
import { matchAppRoute } from '../session/menu-routes';
import { useSession } from '../session/session-store';
import { breadcrumbLevels } from './breadcrumb-levels';
import { useTargetPath } from './route-progress';

/**
 * The breadcrumb of docs/product.md §2.4 for the current page; `lastOnly` keeps only the page itself (the
 * phone's one-row header, where the levels would not fit).
 */
export function ShellBreadcrumb({ lastOnly = false }: { lastOnly?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const target = useTargetPath();
  const { routes } = useSession();
  const main = useMainPartStore((state) => state.main);
  const { levels, help } = useMemo(() => {
    const match = matchAppRoute(routes, target);
    // The page being opened shows its own title at once; its breadcrumbName comes with it.
    const name =
      target === location.pathname ? new URLSearchParams(location.search).get('breadcrumbName') : null;
    return {
      levels: match ? breadcrumbLevels(match.chain, match.params, name, main) : [],
      // The manual's sections are named by menu names: the page's own, else its group's.
      help: match
        ? `/help/manual#${[...match.chain]
            .reverse()
            .map((route) => route.name)
            .join(',')}`
        : undefined,
    };
  }, [routes, target, location.pathname, location.search, main]);

  return (
    <Flex align="center" gap={8}>
      <Breadcrumb
        items={(lastOnly ? levels.slice(-1) : levels).map((level) => {
          const title = level.translate ? t(level.title as 'menu.Home') : level.title;
          return { key: level.key, title: level.to ? <Link to={level.to}>{title}</Link> : title };
        })}
      />
      {help && (
        <Tooltip title={t('shell.pageHelp')}>
          <a
            href={help}
            target="_blank"
            rel="noopener"
            aria-label={t('shell.pageHelp')}
            data-testid="page-help"
          >
            <QuestionCircleOutlined />
          </a>
        </Tooltip>
      )}
    </Flex>
  );
}
