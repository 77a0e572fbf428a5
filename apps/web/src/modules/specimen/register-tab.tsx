import './messages';
import { PlusOutlined, PrinterOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { type PourItem, type SpecimenItem, specimenCalls } from '@zhuji/shared';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { WorkbookImportDialog } from '../../kit/workbook-import-dialog';
import { PourDialog } from './pour-dialog';
import { LabelsDialog, SubmitDialog } from './register-dialogs';
import { specimenApi, specimenKeys, tk } from './specimen.api';
import { ExportButton, Failed } from './specimen-shared';
import { ResultCell } from './submission-detail';
import { WitnessInbox } from './witness-inbox';

const STATUS_COLOR: Record<string, string> = {
  made: 'default',
  submitted: 'blue',
  received: 'processing',
  tested: 'orange',
  reported: 'green',
};

export function RegisterTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const pours = useQuery({
    queryKey: specimenKeys.pours(projectId),
    queryFn: () => specimenApi.pours(projectId),
  });
  const specimens = useQuery({
    queryKey: specimenKeys.specimens(projectId),
    queryFn: () => specimenApi.specimens(projectId),
  });
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [labels, setLabels] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [importing, setImporting] = useState(false);
  if (pours.isError || specimens.isError)
    return (
      <Failed
        retry={() => {
          void pours.refetch();
          void specimens.refetch();
        }}
      />
    );
  const submittable = new Set((specimens.data ?? []).filter((s) => s.submissionId === null).map((s) => s.id));
  const toSubmit = selected.filter((id) => submittable.has(id));
  return (
    <Flex vertical gap={16}>
      <WitnessInbox projectId={projectId} />
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('testBlock.pour.list')}
        </Typography.Title>
        <Can action="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="pour-add"
          >
            {t('testBlock.pour.add')}
          </Button>
        </Can>
      </Flex>
      <ResponsiveTable
        cardTitleKey="location"
        size="small"
        rowKey="id"
        loading={pours.isPending}
        dataSource={pours.data}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        columns={[
          { title: t('testBlock.pour.pouredOn'), dataIndex: 'pouredOn', width: 110 },
          { title: t('testBlock.pour.location'), dataIndex: 'location' },
          { title: t('testBlock.pour.grade'), dataIndex: 'strengthGrade', width: 80 },
          { title: t('testBlock.pour.plant'), dataIndex: 'plant', ellipsis: true },
          {
            title: t('testBlock.pour.volume'),
            dataIndex: 'volumeM3',
            width: 100,
            render: (v: string) => Number(v).toString(),
          },
          {
            title: `${t('testBlock.pour.made')} / ${t('testBlock.pour.required')}`,
            key: 'r',
            width: 130,
            render: (_: unknown, p: { made: number; required: number }) => (
              <Tag color={p.made >= p.required ? 'green' : 'red'}>
                {p.made} / {p.required}
              </Tag>
            ),
          },
          {
            title: t('testBlock.pour.witnessCol'),
            key: 'w',
            width: 150,
            render: (_: unknown, p: PourItem) =>
              p.witness === null ? (
                <Typography.Text type="secondary">{t('testBlock.pour.none')}</Typography.Text>
              ) : p.witness.confirmedAt ? (
                <Tag color="green">{t('testBlock.pour.witnessConfirmed', { name: p.witness.name })}</Tag>
              ) : (
                <Tag color="gold">{t('testBlock.pour.witnessPending', { name: p.witness.name })}</Tag>
              ),
          },
        ]}
      />
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('testBlock.specimen.list')}
        </Typography.Title>
        <Space wrap>
          <Can action="import">
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-open">
              {t('testBlock.import.open')}
            </Button>
          </Can>
          <ExportButton run={() => specimenApi.exportSpecimens(projectId)} name="test-blocks.xlsx" />
          <Button
            icon={<PrinterOutlined />}
            disabled={selected.length === 0}
            onClick={() => setLabels(true)}
            data-testid="print-labels"
          >
            {t('testBlock.specimen.labels')}
          </Button>
          <Can action="add">
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={toSubmit.length === 0}
              onClick={() => setSubmitting(true)}
              data-testid="submit-open"
            >
              {t('testBlock.specimen.submit')}
            </Button>
          </Can>
        </Space>
      </Flex>
      <ResponsiveTable<SpecimenItem>
        cardTitleKey="sampleNo"
        size="small"
        rowKey="id"
        loading={specimens.isPending}
        dataSource={specimens.data}
        scroll={{ x: 1020 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          { title: t('testBlock.specimen.sampleNo'), dataIndex: 'sampleNo', width: 190 },
          { title: t('testBlock.pour.grade'), dataIndex: 'strengthGrade', width: 70 },
          { title: t('testBlock.pour.sealNo'), dataIndex: 'sealNo', width: 120 },
          {
            title: t('testBlock.specimen.curing'),
            dataIndex: 'curing',
            width: 110,
            render: (c: string) => tk(t, `testBlock.curing.${c}`),
          },
          { title: t('testBlock.specimen.makeDate'), dataIndex: 'makeDate', width: 110 },
          { title: t('testBlock.specimen.dueDate'), dataIndex: 'dueDate', width: 110 },
          {
            title: t('testBlock.specimen.pile'),
            key: 'pile',
            render: (_: unknown, s) =>
              s.pileNo ?? <Tag color="orange">{`${t('testBlock.specimen.unlinked')} · ${s.location}`}</Tag>,
          },
          {
            title: t('testBlock.specimen.status'),
            dataIndex: 'status',
            width: 90,
            render: (v: string) => (
              <Tag color={STATUS_COLOR[v]}>{tk(t, `testBlock.specimenStatus.${v}`)}</Tag>
            ),
          },
          {
            title: t('testBlock.specimen.result'),
            key: 'r',
            render: (_: unknown, s) => <ResultCell s={s} />,
          },
        ]}
      />
      {importing && (
        <WorkbookImportDialog
          calls={specimenCalls.blockImport}
          projectId={projectId}
          title={t('testBlock.import.specimen.title')}
          hint={t('testBlock.import.specimen.hint')}
          invalidate={[specimenKeys.all]}
          onClose={() => setImporting(false)}
        />
      )}
      {adding && <PourDialog projectId={projectId} onClose={() => setAdding(false)} />}
      {labels && <LabelsDialog projectId={projectId} ids={selected} onClose={() => setLabels(false)} />}
      {submitting && (
        <SubmitDialog
          projectId={projectId}
          ids={toSubmit}
          onClose={() => {
            setSubmitting(false);
            setSelected([]);
          }}
        />
      )}
    </Flex>
  );
}
