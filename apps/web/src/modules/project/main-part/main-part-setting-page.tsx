import '../messages';
import { useQuery } from '@tanstack/react-query';
import { type BuildingItem, buildingCalls } from '@zhuji/shared';
import { Card, Descriptions, Empty, Flex, Select, Skeleton, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../../api/call';
import { WithCurrentProject } from '../../../kit/resource/project-scope';
import { ResourcePage } from '../../../kit/resource/resource-page';
import { useMainPartStore } from '../../../session/main-part-store';
import { mainPartResource } from './main-part.resource';

/** Up to 50 buildings of the project for the picker (a sub-project rarely has more). */
const fetchBuildings = (projectId: number) =>
  call(buildingCalls.list, { query: { proId: projectId, limit: 50 } });

/** The floors of a building: basements -n…-1, then 1…above ground. */
const floorsOf = (b: BuildingItem) => [
  ...Array.from({ length: b.floorsBelow }, (_, i) => i - b.floorsBelow),
  ...Array.from({ length: b.floorsAbove }, (_, i) => i + 1),
];

/**
 * Menu 'project/main-part-setting' (基础工程 / 施工计划 / 主体部位设置): pick a building and a floor,
 * then set the parts poured there. The choice is the page's query (?id=&buildNumber=&layer=) and the
 * stored main data the breadcrumb reopens it with (docs/product.md §2.4).
 */
function MainPartSetting({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const setMain = useMainPartStore((s) => s.setMain);
  const buildings = useQuery({
    queryKey: ['resource', 'project/architecture', projectId, 'picker'],
    queryFn: () => fetchBuildings(projectId),
  });
  const list = buildings.data?.list ?? [];
  const chosen = list.find((b) => b.id === Number(search.get('id')));
  const layer = search.get('layer') === null ? undefined : Number(search.get('layer'));
  const floorLabel = (n: number) =>
    n < 0 ? t('project.mainPart.basement', { n: -n }) : t('project.mainPart.floor', { n });

  useEffect(() => {
    if (chosen && layer !== undefined && Number.isInteger(layer))
      setMain({ id: chosen.id, buildNumber: chosen.buildNumber, layer });
  }, [chosen, layer, setMain]);

  const choose = (building: BuildingItem | undefined, floor: number | undefined) =>
    setSearch(() => {
      const next = new URLSearchParams();
      if (building) {
        next.set('id', String(building.id));
        next.set('buildNumber', building.buildNumber);
      }
      if (building && floor !== undefined) {
        next.set('layer', String(floor));
        next.set('breadcrumbName', `${building.buildNumber} ${floorLabel(floor)}`);
      }
      return next;
    });
  const floors = useMemo(() => (chosen ? floorsOf(chosen) : []), [chosen]);

  if (buildings.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return (
    <Flex vertical gap={16}>
      <Card title={<Typography.Text strong>{t('menu.MainPartSetting')}</Typography.Text>}>
        {list.length === 0 ? (
          <Empty description={t('project.mainPart.noBuildings')} />
        ) : (
          <Flex wrap gap={12} align="center">
            <Select
              aria-label={t('project.mainPart.buildNumber')}
              placeholder={t('project.mainPart.pickBuilding')}
              style={{ width: 220 }}
              value={chosen?.id}
              onChange={(id: number) =>
                choose(
                  list.find((b) => b.id === id),
                  undefined,
                )
              }
              options={list.map((b) => ({
                value: b.id,
                label: `${b.buildNumber}${b.name ? ` · ${b.name}` : ''}`,
              }))}
              data-testid="main-part-building"
            />
            <Select
              aria-label={t('project.mainPart.layer')}
              placeholder={t('project.mainPart.pickFloor')}
              style={{ width: 160 }}
              disabled={!chosen}
              value={chosen ? layer : undefined}
              onChange={(floor: number) => choose(chosen, floor)}
              options={floors.map((n) => ({ value: n, label: floorLabel(n) }))}
              data-testid="main-part-floor"
            />
            {chosen && (
              <Descriptions
                size="small"
                column={{ xs: 1, md: 3 }}
                style={{ flex: 1, minWidth: 280 }}
                items={[
                  {
                    key: 'structure',
                    label: t('project.mainPart.structureType'),
                    children: chosen.structureType ?? '—',
                  },
                  { key: 'floors', label: t('project.mainPart.floorsAbove'), children: chosen.floorsAbove },
                  { key: 'below', label: t('project.mainPart.floorsBelow'), children: chosen.floorsBelow },
                ]}
              />
            )}
          </Flex>
        )}
      </Card>
      {chosen && layer !== undefined ? (
        <ResourcePage
          config={mainPartResource}
          projectId={projectId}
          fixedFilters={{ buildingId: chosen.id, layer }}
          defaults={{ buildNumber: chosen.buildNumber, layer }}
        />
      ) : (
        list.length > 0 && (
          <Card>
            <Empty description={t('project.mainPart.pickFirst')} />
          </Card>
        )
      )}
    </Flex>
  );
}

export function MainPartSettingPage() {
  return <WithCurrentProject>{(projectId) => <MainPartSetting projectId={projectId} />}</WithCurrentProject>;
}
