import './messages';
import type { PileGroupItem } from '@zhuji/shared';
import { Card, Skeleton, Tabs } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { flattenRoutes } from '../../session/menu-routes';
import { useSession } from '../../session/session-store';
import { PileGovernmentTab } from '../pile-detection';
import { AbnormalTab } from './abnormal-tab';
import { GroupsTab } from './groups-tab';
import { PlanTab } from './plan-tab';
import { RecordsTab } from './records-tab';
import { MachinesTab, SpotCheckTab } from './site-tabs';

/** The detection centre's menu name (seed/identity.ts), whose actions guard the government calls. */
const DETECTION_ROUTE = 'PileDetection';

/**
 * Menu 'pile/construction' (docs/product.md §2.3 pile-foundation view): the construction records of the current
 * sub-project with statistics, filters, the record form, supervisor confirmation and export; the
 * abnormal records; the pile groups with their design values.
 */
export function PileConstructionPage() {
  const { t } = useTranslation();
  const { routes } = useSession();
  // The government selection lives in the detection centre; shown here to those who may open it.
  const detection = flattenRoutes(routes).find((r) => r.name === DETECTION_ROUTE);
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Card title={t('pile.title')}>
          <Tabs
            destroyOnHidden
            items={[
              {
                key: 'records',
                label: t('pile.tabs.records'),
                children: <RecordsTab projectId={projectId} />,
              },
              {
                key: 'abnormal',
                label: t('pile.tabs.abnormal'),
                children: <AbnormalTab projectId={projectId} />,
              },
              { key: 'groups', label: t('pile.tabs.groups'), children: <GroupsTab projectId={projectId} /> },
              { key: 'plan', label: t('pile.tabs.plan'), children: <PlanTab projectId={projectId} /> },
              {
                key: 'machines',
                label: t('pile.tabs.machines'),
                children: <MachinesTab projectId={projectId} />,
              },
              {
                key: 'spotCheck',
                label: t('pile.tabs.spotCheck'),
                children: <SpotCheckTab projectId={projectId} />,
              },
              ...(detection
                ? [
                    {
                      key: 'government',
                      label: t('pile.tabs.government'),
                      children: (
                        <Suspense fallback={<Skeleton active />}>
                          <PileGovernmentTab projectId={projectId} actions={detection.meta.actions} />
                        </Suspense>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      )}
    </WithCurrentProject>
  );
}

export type { PileGroupItem };
