import './messages';
import { FilePdfOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PileAcceptanceRow } from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Result,
  Select,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { saveFile } from '../../kit/resource/resource-api';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useDirtyGuard } from '../../kit/use-dirty-guard';
import { useSubmit } from '../../kit/use-submit';
import { acceptanceApi, pileApi, pileKeys } from './pile.api';

const STATUS_COLOR = {
  pass: 'success',
  fail: 'error',
  missing: 'default',
  incomplete: 'warning',
  'not-applicable': 'default',
} as const;
const limitText = (r: PileAcceptanceRow) =>
  r.min === null && r.max === null
    ? '—'
    : r.min === null
      ? `≤ ${r.max}`
      : r.max === null
        ? `≥ ${r.min}`
        : `${r.min} ~ ${r.max}`;

function Sheet({ pileId }: { pileId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const key = ['pile', 'acceptance', pileId];
  const data = useQuery({ queryKey: key, queryFn: () => acceptanceApi.data(pileId) });
  const [measured, setMeasured] = useState<Record<string, string>>({});
  const [design, setDesign] = useState<Record<string, string>>({});
  const dirty = Object.keys(measured).length + Object.keys(design).length > 0;
  useDirtyGuard(dirty);
  const save = useSubmit(async () => {
    const saved = await acceptanceApi.save({ pileId, measured, design });
    client.setQueryData(key, saved);
    setMeasured({});
    setDesign({});
    message.success(t('pile.acceptance.saved'));
  });
  const pdf = useSubmit(async () => {
    const file = await acceptanceApi.pdf(pileId);
    saveFile(file.blob, file.filename ?? `${t('pile.acceptance.title')}.pdf`);
  });
  if (data.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (data.isError)
    return (
      <Result
        status="warning"
        title={t('pile.loadFailed')}
        extra={<Button onClick={() => void data.refetch()}>{t('pile.action.retry')}</Button>}
      />
    );
  const d = data.data;
  const editable = (r: PileAcceptanceRow) => r.source !== 'record';
  return (
    <>
      <Flex gap={8} wrap justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Alert
          type={d.pass ? 'success' : 'warning'}
          showIcon
          data-testid="pile-acceptance-conclusion"
          title={`${t('pile.acceptance.conclusion')}：${d.pass ? t('pile.acceptance.pass') : t('pile.acceptance.notPass')}（${t('pile.acceptance.general', { passed: d.generalPassed, judged: d.generalJudged })}）`}
        />
        <Space>
          <Can action="update">
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!dirty}
              loading={save.submitting}
              onClick={() => void save.submit(undefined)}
            >
              {t('pile.acceptance.save')}
            </Button>
          </Can>
          <Can action="export">
            <Button
              icon={<FilePdfOutlined />}
              loading={pdf.submitting}
              onClick={() => void pdf.submit(undefined)}
              data-testid="pile-acceptance-pdf"
            >
              {t('pile.acceptance.pdf')}
            </Button>
          </Can>
        </Space>
      </Flex>
      {d.mixingTests && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="pile-acceptance-mixing-tests"
          title={t('pile.acceptance.mixingTests', d.mixingTests)}
        />
      )}
      <ResponsiveTable<PileAcceptanceRow>
        cardTitleKey="key"
        rowKey="key"
        size="small"
        pagination={false}
        scroll={{ x: 820 }}
        dataSource={d.rows.filter((r) => r.status !== 'not-applicable')}
        data-testid="pile-acceptance-table"
        columns={[
          {
            title: t('pile.acceptance.item'),
            dataIndex: 'key',
            render: (k: string, r) => (
              <>
                {t(`pile.item.${k}` as 'pile.item.slump', { defaultValue: k })}
                {r.unconfirmed && (
                  <Tooltip title={t('pile.acceptance.unconfirmedHint')}>
                    <Tag
                      color="orange"
                      style={{ marginInlineStart: 6 }}
                      data-testid="pile-acceptance-unconfirmed"
                    >
                      {t('pile.acceptance.unconfirmed')}
                    </Tag>
                  </Tooltip>
                )}
              </>
            ),
          },
          {
            title: t('pile.acceptance.cls'),
            dataIndex: 'class',
            render: (c: 'main' | 'general') => (
              <Tag color={c === 'main' ? 'blue' : undefined}>{t(`pile.record.itemClass.${c}`)}</Tag>
            ),
          },
          {
            title: t('pile.acceptance.design'),
            key: 'design',
            render: (_, r) =>
              editable(r) && r.unit !== '-' ? (
                <Input
                  size="small"
                  style={{ width: 90 }}
                  inputMode="decimal"
                  defaultValue={r.design ?? ''}
                  onChange={(e) => setDesign((v) => ({ ...v, [r.key]: e.target.value.trim() }))}
                />
              ) : (
                (r.design ?? '—')
              ),
          },
          {
            title: t('pile.acceptance.limit'),
            key: 'limit',
            render: (_, r) => `${limitText(r)}${r.unit === '-' ? '' : ` ${r.unit}`}`,
          },
          {
            title: t('pile.acceptance.measured'),
            key: 'measured',
            render: (_, r) =>
              editable(r) ? (
                r.unit === '-' && r.key === 'integrity' ? (
                  <Select
                    size="small"
                    style={{ width: 90 }}
                    allowClear
                    defaultValue={typeof r.measured === 'string' ? r.measured : undefined}
                    options={['I', 'II', 'III', 'IV'].map((c) => ({ value: c, label: c }))}
                    onChange={(v?: string) => setMeasured((m) => ({ ...m, [r.key]: v ?? '' }))}
                  />
                ) : r.unit === '-' && r.min === null && r.max === null ? (
                  <Select
                    size="small"
                    style={{ width: 90 }}
                    allowClear
                    defaultValue={typeof r.measured === 'boolean' ? String(r.measured) : undefined}
                    options={[
                      { value: 'true', label: t('pile.acceptance.pass') },
                      { value: 'false', label: t('pile.record.itemStatus.fail') },
                    ]}
                    onChange={(v?: string) => setMeasured((m) => ({ ...m, [r.key]: v ?? '' }))}
                  />
                ) : (
                  <Input
                    size="small"
                    style={{ width: 90 }}
                    inputMode="decimal"
                    defaultValue={r.measured === null ? '' : String(r.measured)}
                    onChange={(e) => setMeasured((m) => ({ ...m, [r.key]: e.target.value.trim() }))}
                  />
                )
              ) : (
                String(r.measured ?? '—')
              ),
          },
          {
            title: t('pile.acceptance.result'),
            dataIndex: 'status',
            render: (s: PileAcceptanceRow['status']) => (
              <Tag color={STATUS_COLOR[s]}>{t(`pile.record.itemStatus.${s}`)}</Tag>
            ),
          },
          {
            title: t('pile.acceptance.source'),
            dataIndex: 'source',
            render: (s: PileAcceptanceRow['source']) => (
              <Typography.Text type="secondary">{t(`pile.acceptance.sources.${s}`)}</Typography.Text>
            ),
          },
        ]}
      />
    </>
  );
}

function AcceptanceWorkspace({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [pileId, setPileId] = useState<number>();
  const [keyword, setKeyword] = useState('');
  const query = { proId: projectId, page: 1, limit: 50, keyword: keyword || undefined };
  const piles = useQuery({
    queryKey: pileKeys.list({ ...query, for: 'acceptance' }),
    queryFn: () => pileApi.list(query),
  });
  const options = (piles.data?.list ?? [])
    .filter((p) => p.status !== 'notStarted' && p.status !== 'inConstruction')
    .map((p) => ({ value: p.id, label: `${p.pileNo} · ${p.groupName} · ${t(`pile.status.${p.status}`)}` }));
  return (
    <Card title={t('pile.acceptance.title')}>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Typography.Text>{t('pile.acceptance.pick')}</Typography.Text>
        <Select
          showSearch
          style={{ minWidth: 280 }}
          placeholder={t('pile.acceptance.pickHint')}
          loading={piles.isPending}
          value={pileId}
          filterOption={false}
          onSearch={(v) => setKeyword(v.trim())}
          onChange={setPileId}
          options={options}
          notFoundContent={
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pile.acceptance.empty')} />
          }
          data-testid="pile-acceptance-pick"
        />
      </Flex>
      {pileId === undefined ? (
        <Empty description={t('pile.acceptance.pickHint')} />
      ) : (
        <Sheet key={pileId} pileId={pileId} />
      )}
    </Card>
  );
}

/** Menu 'pile/acceptance': the pile acceptance data sheet per pile, its judgement and its PDF. */
export function PileAcceptancePage() {
  return (
    <WithCurrentProject>{(projectId) => <AcceptanceWorkspace projectId={projectId} />}</WithCurrentProject>
  );
}
