import { useQuery } from '@tanstack/react-query';
import { businessDateTimeOf } from '@zhuji/shared';
import {
  Alert,
  Button,
  Card,
  Col,
  Drawer,
  Empty,
  Grid,
  Row,
  Segmented,
  Skeleton,
  Statistic,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { type CuringExcursion, curingApi, curingKeys } from './curing.api';
import { DeviceTab } from './device-tab';
import { ReadingsChart } from './readings-chart';
import { ReadingsTab } from './readings-tab';
import { StaysTab } from './stays-tab';

const RANGES = { day: 1, threeDays: 3, week: 7 } as const;
type Range = keyof typeof RANGES;
const HOUR = 3_600_000;

/** One room: its latest state, the readings chart and the readings, excursions, groups and device key. */
export function RoomDrawer({ roomId, onClose }: { roomId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [range, setRange] = useState<Range>('day');
  const room = useQuery({ queryKey: curingKeys.room(roomId), queryFn: () => curingApi.room(roomId) });
  // 24 hours: up to the latest reading (the server's default); longer: up to now.
  const from = range === 'day' ? undefined : new Date(Date.now() - RANGES[range] * 24 * HOUR).toISOString();
  const readings = useQuery({
    queryKey: [...curingKeys.readings(roomId), range],
    queryFn: () => curingApi.readings(roomId, from),
  });
  const excursions = useQuery({
    queryKey: curingKeys.excursions(roomId),
    queryFn: () => curingApi.excursions(roomId),
  });
  const stays = useQuery({ queryKey: curingKeys.stays(roomId), queryFn: () => curingApi.stays(roomId) });

  const r = room.data;
  const limits = r
    ? { tempMin: Number(r.tempMin), tempMax: Number(r.tempMax), humidityMin: Number(r.humidityMin) }
    : undefined;
  const latest = readings.data?.readings.at(-1);
  const ongoing = excursions.data?.filter((e) => e.endedAt === null).length ?? 0;
  const inside = stays.data?.filter((s) => s.outAt === null).length ?? 0;

  return (
    <Drawer
      open
      onClose={onClose}
      width={screens.lg ? 1080 : '100%'}
      title={r ? t('curing.room.title', { name: r.name }) : t('curing.title')}
      destroyOnHidden
      data-testid="curing-room-drawer"
    >
      {room.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('curing.room.failed')}
          action={<Button onClick={() => room.refetch()}>{t('curing.room.retry')}</Button>}
        />
      ) : !r || !limits ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {r.location ? `${r.location} · ` : ''}
            {t('curing.room.limits', {
              tMin: limits.tempMin,
              tMax: limits.tempMax,
              rh: limits.humidityMin,
              minutes: r.toleranceMinutes,
            })}
          </Typography.Paragraph>
          <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic
                  title={t('curing.readings.temperature')}
                  value={latest ? latest.temperature.toFixed(1) : '—'}
                  valueStyle={latest?.outOfRange ? { color: '#cf1322' } : undefined}
                />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic
                  title={t('curing.readings.humidity')}
                  value={latest ? latest.humidity.toFixed(1) : '—'}
                  valueStyle={latest?.outOfRange ? { color: '#cf1322' } : undefined}
                />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic
                  title={t('curing.room.openExcursions')}
                  value={ongoing}
                  valueStyle={ongoing ? { color: '#cf1322' } : undefined}
                />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={t('curing.room.specimensInside')} value={inside} />
              </Card>
            </Col>
          </Row>
          <Typography.Text type="secondary" data-testid="curing-latest">
            {latest ? `${t('curing.room.latest')}：${businessDateTimeOf(latest.at)} ` : t('curing.room.none')}
            {latest && (
              <Tag color={latest.outOfRange ? 'red' : 'green'}>
                {t(latest.outOfRange ? 'curing.room.outOfRange' : 'curing.room.inRange')}
              </Tag>
            )}
          </Typography.Text>
          <Card
            size="small"
            style={{ marginTop: 12 }}
            title={t('curing.range.label')}
            extra={
              <Segmented<Range>
                size="small"
                value={range}
                onChange={setRange}
                options={(Object.keys(RANGES) as Range[]).map((k) => ({
                  value: k,
                  label: t(`curing.range.${k}`),
                }))}
              />
            }
          >
            {readings.isPending ? (
              <Skeleton active />
            ) : readings.data && readings.data.readings.length > 0 ? (
              <ReadingsChart data={readings.data} excursions={excursions.data ?? []} limits={limits} />
            ) : (
              <Empty description={t('curing.readings.empty')} />
            )}
          </Card>
          <Tabs
            style={{ marginTop: 8 }}
            items={[
              {
                key: 'readings',
                label: t('curing.tabs.readings'),
                children: <ReadingsTab roomId={roomId} query={readings} />,
              },
              {
                key: 'excursions',
                label: t('curing.tabs.excursions'),
                children: <Excursions rows={excursions.data} loading={excursions.isPending} />,
              },
              {
                key: 'specimens',
                label: t('curing.tabs.specimens'),
                children: <StaysTab roomId={roomId} query={stays} />,
              },
              {
                key: 'device',
                label: t('curing.tabs.device'),
                children: (
                  <Can action="update" fallback={<Empty />}>
                    <DeviceTab room={r} />
                  </Can>
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

function Excursions({ rows, loading }: { rows: CuringExcursion[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable<CuringExcursion>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 760 }}
      locale={{ emptyText: <Empty description={t('curing.excursions.empty')} /> }}
      data-testid="curing-excursions"
      columns={[
        {
          title: t('curing.excursions.period'),
          width: 220,
          render: (_, e) =>
            `${businessDateTimeOf(e.startedAt)} ~ ${e.endedAt ? businessDateTimeOf(e.endedAt).slice(11) : t('curing.excursions.ongoing')}`,
        },
        {
          title: t('curing.excursions.duration'),
          width: 90,
          render: (_, e) => t('curing.excursions.minutes', { count: e.minutes }),
        },
        {
          title: t('curing.excursions.breaches'),
          width: 160,
          render: (_, e) =>
            e.breaches.map((b) => (
              <Tag key={b} color={b === 'dry' ? 'blue' : b === 'warm' ? 'volcano' : 'cyan'}>
                {t(`curing.excursions.breach.${b}`)}
              </Tag>
            )),
        },
        {
          title: t('curing.excursions.extremes'),
          width: 180,
          render: (_, e) =>
            t('curing.excursions.extremesValue', {
              tMin: e.minTemperature.toFixed(1),
              tMax: e.maxTemperature.toFixed(1),
              rh: e.minHumidity.toFixed(1),
            }),
        },
        {
          title: t('curing.excursions.specimens'),
          render: (_, e) =>
            e.specimens.length
              ? e.specimens.map((s) => <Tag key={s.id}>{s.sampleNo}</Tag>)
              : t('curing.excursions.noSpecimens'),
        },
      ]}
    />
  );
}
