import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  axisCoordinateSchema,
  businessDateTimeOf,
  KIT_IMPORT,
  type PileLayoutItem,
  type PilePositionImportResult,
  type PileSetOutResult,
  type PileStatus,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Modal,
  Result,
  Row,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { ScatterChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can, useCan } from '../../kit/permission-gate';
import { saveFile } from '../../kit/resource/resource-api';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { layoutApi, pileKeys } from './pile.api';
import { PILE_ALERT_COLOR, PILE_PLAN_COLOR, StatusLegend } from './status-legend';

// Only the modules the plan uses (docs/architecture.md#stack-notes: echarts-for-react/esm/core, not lib/core).
echarts.use([ScatterChart, GridComponent, TooltipComponent, DataZoomComponent, CanvasRenderer]);

/** Piles are set out before they are built; afterwards the as-built position rows of the record judge them. */
const SURVEYABLE: readonly PileStatus[] = ['notStarted', 'inConstruction'];
/** Above this many placed piles the numbers would overlap: shown on hover only. */
const LABEL_LIMIT = 120;
/** The plan keeps the drawing's proportions: the same metres per pixel both ways, in a 4 : 3 box (taller on a phone). */
const ASPECT = 4 / 3;
const NARROW_ASPECT = 0.9;
/** On a phone the numbers overlap sooner. */
const NARROW_LABEL_LIMIT = 30;

interface Placed extends PileLayoutItem {
  x: string;
  y: string;
}

/**
 * The site plan (桩位平面图): each pile at its design position — Y (east) across, X (north) up, as a
 * Chinese survey grid is drawn — coloured by construction status, outlined in red when it has an
 * abnormal record or failed its setting-out check. Choosing a pile shows its setting-out check.
 */
export function PileLayoutPlan({ projectId, onOpen }: { projectId: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number>();
  const layout = useQuery({ queryKey: pileKeys.layout(projectId), queryFn: () => layoutApi.list(projectId) });
  const placed = useMemo(
    () => (layout.data?.list ?? []).filter((p): p is Placed => p.x !== null && p.y !== null),
    [layout.data],
  );

  if (layout.isPending) return <Card loading />;
  if (layout.isError)
    return (
      <Result
        status="warning"
        title={t('pile.loadFailed')}
        extra={<Button onClick={() => void layout.refetch()}>{t('pile.action.retry')}</Button>}
      />
    );
  if (layout.data.total === 0) return <Empty description={t('pile.empty.piles')} />;
  const pile = placed.find((p) => p.id === selected);
  const failing = placed.filter((p) => p.setOut && !p.setOut.pass).length;

  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <StatusLegend />
        <Typography.Text type="secondary" data-testid="pile-plan-placed">
          {t('pile.layout.placed', { placed: layout.data.placed, total: layout.data.total })}
        </Typography.Text>
        {failing > 0 && <Tag color="error">{t('pile.layout.failing', { count: failing })}</Tag>}
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <TemplateButton projectId={projectId} />
          <Can action="update">
            <ImportButton projectId={projectId} />
          </Can>
        </Flex>
      </Flex>
      {placed.length === 0 ? (
        <Empty description={t('pile.layout.none')} data-testid="pile-plan-empty" />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <PlanChart piles={placed} selected={selected} onSelect={setSelected} />
          </Col>
          <Col xs={24} xl={8}>
            {pile ? (
              <SetOutPanel key={pile.id} pile={pile} projectId={projectId} onOpen={onOpen} />
            ) : (
              <Card size="small">
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pile.layout.pick')} />
              </Card>
            )}
          </Col>
        </Row>
      )}
    </>
  );
}

function PlanChart({
  piles,
  selected,
  onSelect,
}: {
  piles: Placed[];
  selected?: number;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const aspect = narrow ? NARROW_ASPECT : ASPECT;
  const option = useMemo(() => {
    const east = piles.map((p) => Number(p.y));
    const north = piles.map((p) => Number(p.x));
    const [minE, maxE, minN, maxN] = [
      Math.min(...east),
      Math.max(...east),
      Math.min(...north),
      Math.max(...north),
    ];
    // Half a span of margin, at least 2 m, with the vertical span following the box's proportion.
    const spanE = Math.max(maxE - minE, (maxN - minN) * aspect, 4) * 1.15;
    const spanN = spanE / aspect;
    const midE = (minE + maxE) / 2;
    const midN = (minN + maxN) / 2;
    const byId = new Map(piles.map((p) => [p.id, p]));
    return {
      animation: false,
      grid: { left: narrow ? 64 : 72, right: narrow ? 12 : 24, top: 24, bottom: 48 },
      tooltip: {
        trigger: 'item',
        formatter: (params: { data: { id: number } }) => {
          const p = byId.get(params.data.id);
          if (!p) return '';
          const setOut = p.setOut
            ? t('pile.layout.tipSetOut', { mm: p.setOut.deviationMm.toFixed(1) })
            : t('pile.layout.tipNoSetOut');
          return `<b>${p.pileNo}</b> · ${t(`pile.status.${p.status}`)}<br/>X ${p.x}　Y ${p.y}<br/>${setOut}`;
        },
      },
      xAxis: {
        type: 'value',
        name: t('pile.layout.axisEast'),
        nameLocation: 'middle',
        nameGap: 28,
        min: midE - spanE / 2,
        max: midE + spanE / 2,
        splitNumber: narrow ? 2 : 5,
        axisLabel: { formatter: (v: number) => v.toFixed(1), showMinLabel: false, showMaxLabel: false },
        splitLine: { lineStyle: { type: 'dashed' } },
      },
      yAxis: {
        type: 'value',
        name: t('pile.layout.axisNorth'),
        nameLocation: 'middle',
        nameGap: 60,
        min: midN - spanN / 2,
        max: midN + spanN / 2,
        splitNumber: narrow ? 4 : 5,
        axisLabel: { formatter: (v: number) => v.toFixed(1), showMinLabel: false, showMaxLabel: false },
        splitLine: { lineStyle: { type: 'dashed' } },
      },
      dataZoom: [
        { type: 'inside', xAxisIndex: 0, filterMode: 'none' },
        { type: 'inside', yAxisIndex: 0, filterMode: 'none' },
      ],
      series: [
        {
          type: 'scatter',
          symbolSize: (_: unknown, params: { data: { id: number } }) =>
            params.data.id === selected ? 18 : 12,
          label: {
            show: piles.length <= (narrow ? NARROW_LABEL_LIMIT : LABEL_LIMIT),
            position: 'top',
            fontSize: 10,
            formatter: (params: { data: { name: string } }) => params.data.name,
          },
          data: piles.map((p) => {
            const alert = p.abnormal || (p.setOut !== null && !p.setOut.pass);
            return {
              id: p.id,
              name: p.pileNo,
              value: [Number(p.y), Number(p.x)],
              itemStyle: {
                color: PILE_PLAN_COLOR[p.status],
                borderColor: alert ? PILE_ALERT_COLOR : p.id === selected ? '#1677ff' : '#8c8c8c',
                borderWidth: alert || p.id === selected ? 2 : 1,
              },
            };
          }),
        },
      ],
    };
  }, [piles, selected, t, narrow, aspect]);

  return (
    <div style={{ width: '100%', aspectRatio: `${aspect}`, maxHeight: 640 }} data-testid="pile-plan">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        style={{ width: '100%', height: '100%' }}
        onEvents={{
          click: (params: { data?: { id?: number } }) => params.data?.id && onSelect(params.data.id),
        }}
      />
    </div>
  );
}

const coordinateRule = (message: string) => ({
  validator: (_: unknown, value?: string) =>
    !value || axisCoordinateSchema.safeParse(value.trim()).success
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

/** A chosen pile: its design position, its last setting-out check, and a new survey (before it is built). */
function SetOutPanel({
  pile,
  projectId,
  onOpen,
}: {
  pile: Placed;
  projectId: number;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canUpdate = useCan('update');
  const [form] = Form.useForm<{ x: string; y: string }>();
  const [result, setResult] = useState<PileSetOutResult>();
  const check = useSubmit(async (v: { x: string; y: string }) => {
    const judged = await layoutApi.setOut({ pileId: pile.id, x: v.x.trim(), y: v.y.trim() });
    setResult(judged);
    await client.invalidateQueries({ queryKey: pileKeys.layout(projectId) });
    if (judged.pass) message.success(t('pile.layout.passed', { mm: judged.deviationMm.toFixed(1) }));
    else
      message.warning(
        t('pile.layout.failed', { mm: judged.deviationMm.toFixed(1), limit: judged.toleranceMm }),
      );
  });
  const surveyable = SURVEYABLE.includes(pile.status);

  return (
    <Card
      size="small"
      title={`${pile.pileNo} · ${t(`pile.status.${pile.status}`)}`}
      extra={
        <Button type="link" onClick={() => onOpen(pile.id)}>
          {t('pile.layout.openRecord')}
        </Button>
      }
      data-testid="pile-setout-panel"
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('pile.layout.designX')}>{pile.x}</Descriptions.Item>
        <Descriptions.Item label={t('pile.layout.designY')}>{pile.y}</Descriptions.Item>
        <Descriptions.Item label={t('pile.layout.lastSetOut')}>
          {pile.setOut ? (
            <Flex gap={8} wrap align="center">
              <Tag color={pile.setOut.pass ? 'success' : 'error'}>
                {t(pile.setOut.pass ? 'pile.layout.pass' : 'pile.layout.fail')}
              </Tag>
              <span>{t('pile.layout.deviation', { mm: pile.setOut.deviationMm.toFixed(1) })}</span>
              <Typography.Text type="secondary">{businessDateTimeOf(pile.setOut.at)}</Typography.Text>
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('pile.layout.notSurveyed')}</Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      {result && (
        <Alert
          style={{ marginBottom: 12 }}
          type={result.pass ? 'success' : 'error'}
          showIcon
          data-testid="pile-setout-result"
          title={t(result.pass ? 'pile.layout.passed' : 'pile.layout.failed', {
            mm: result.deviationMm.toFixed(1),
            limit: result.toleranceMm,
          })}
          description={t('pile.layout.offsets', { dx: result.dxMm.toFixed(1), dy: result.dyMm.toFixed(1) })}
        />
      )}
      {!surveyable ? (
        <Typography.Text type="secondary">{t('pile.layout.built')}</Typography.Text>
      ) : canUpdate ? (
        <Form form={form} layout="vertical" onFinish={(v) => void check.submit(v)} requiredMark={false}>
          <Typography.Text strong>{t('pile.layout.survey')}</Typography.Text>
          <Row gutter={8} style={{ marginTop: 8 }}>
            <Col span={12}>
              <Form.Item
                name="x"
                label={t('pile.layout.surveyX')}
                rules={[
                  { required: true, whitespace: true, message: t('pile.layout.required') },
                  coordinateRule(t('pile.layout.format')),
                ]}
              >
                <Input inputMode="decimal" placeholder={pile.x} data-testid="pile-setout-x" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="y"
                label={t('pile.layout.surveyY')}
                rules={[
                  { required: true, whitespace: true, message: t('pile.layout.required') },
                  coordinateRule(t('pile.layout.format')),
                ]}
              >
                <Input inputMode="decimal" placeholder={pile.y} data-testid="pile-setout-y" />
              </Form.Item>
            </Col>
          </Row>
          <Button
            type="primary"
            htmlType="submit"
            loading={check.submitting}
            data-testid="pile-setout-submit"
          >
            {t('pile.layout.check')}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}

function TemplateButton({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const fetchTemplate = useSubmit(async () => {
    const file = await layoutApi.template(projectId);
    saveFile(file.blob, file.filename ?? `${t('pile.layout.templateName')}.xlsx`);
  });
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={fetchTemplate.submitting}
      onClick={() => void fetchTemplate.submit(undefined)}
    >
      {t('pile.layout.template')}
    </Button>
  );
}

/** Choosing the coordinate sheet sends it at once; the answer lists the rows that were not taken. */
function ImportButton({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [result, setResult] = useState<PilePositionImportResult>();
  const send = useSubmit(async (file: File) => {
    const answer = await layoutApi.import(projectId, file);
    await client.invalidateQueries({ queryKey: pileKeys.layout(projectId) });
    if (answer.errors.length) setResult(answer);
    else message.success(t('pile.layout.imported', { count: answer.updated }));
  });
  const accept = (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) message.error(t('kit.import.wrongType'));
    else if (file.size > KIT_IMPORT.MAX_BYTES)
      message.error(t('kit.import.tooLarge', { mb: KIT_IMPORT.MAX_BYTES / 1024 / 1024 }));
    else void send.submit(file);
    return Upload.LIST_IGNORE;
  };
  return (
    <>
      <Upload accept=".xlsx" showUploadList={false} beforeUpload={accept} disabled={send.submitting}>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          loading={send.submitting}
          data-testid="pile-plan-import"
        >
          {t('pile.layout.import')}
        </Button>
      </Upload>
      <Modal
        open={result !== undefined}
        title={t('pile.layout.importTitle')}
        onCancel={() => setResult(undefined)}
        footer={
          <Button type="primary" onClick={() => setResult(undefined)}>
            {t('kit.import.done')}
          </Button>
        }
        data-testid="pile-plan-import-result"
      >
        {result && (
          <Flex vertical gap={12}>
            <Alert
              type="warning"
              showIcon
              title={t('pile.layout.importPartial', {
                updated: result.updated,
                failed: result.errors.length,
              })}
            />
            <ResponsiveTable
              cardTitleKey="row"
              size="small"
              rowKey={(e) => `${e.row}:${e.message}`}
              dataSource={result.errors}
              pagination={{ pageSize: 8, hideOnSinglePage: true }}
              columns={[
                { title: t('kit.import.row'), dataIndex: 'row', width: 80 },
                { title: t('kit.import.reason'), dataIndex: 'message' },
              ]}
            />
          </Flex>
        )}
      </Modal>
    </>
  );
}
