import './messages';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { businessDateTimeOf, type SubmitItem, specimenCalls } from '@zhuji/shared';
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { WorkbookImportDialog } from '../../kit/workbook-import-dialog';
import { specimenApi, specimenKeys, tk } from './specimen.api';
import { ExportButton, Failed } from './specimen-shared';
import { SUBMIT_STATUS_COLOR, SubmissionDrawer } from './submission-detail';

export function SubmissionsTable({ projectId, lab }: { projectId?: number; lab: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const q = useQuery({
    queryKey: specimenKeys.submissions(projectId ?? 'lab', page),
    queryFn: () => specimenApi.submissions({ ...(projectId ? { proId: projectId } : {}), page, limit: 10 }),
  });
  if (q.isError) return <Failed retry={() => void q.refetch()} />;
  return (
    <>
      {projectId !== undefined && (
        <Flex justify="flex-end" gap={8} style={{ marginBottom: 8 }}>
          <Can action="import">
            <Button
              icon={<UploadOutlined />}
              onClick={() => setImporting(true)}
              data-testid="submission-import-open"
            >
              {t('testBlock.import.openSubmissions')}
            </Button>
          </Can>
          <ExportButton run={() => specimenApi.exportSubmissions(projectId)} name="submissions.xlsx" />
        </Flex>
      )}
      {importing && projectId !== undefined && (
        <WorkbookImportDialog
          calls={specimenCalls.submitImport}
          projectId={projectId}
          title={t('testBlock.import.submission.title')}
          hint={t('testBlock.import.submission.hint')}
          invalidate={[specimenKeys.all]}
          onClose={() => setImporting(false)}
        />
      )}
      <ResponsiveTable<SubmitItem>
        cardTitleKey="submitNo"
        size="small"
        rowKey="id"
        loading={q.isPending}
        dataSource={q.data?.list}
        scroll={{ x: 1020 }}
        locale={{ emptyText: <Empty description={t('testBlock.submit.empty')} /> }}
        pagination={{
          current: page,
          pageSize: 10,
          total: q.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        onRow={(r) => ({ onClick: () => setOpen(r.id), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: t('testBlock.submit.number'),
            dataIndex: 'submitNo',
            render: (v: string) => <Typography.Link data-testid="submission-row">{v}</Typography.Link>,
          },
          ...(lab
            ? [{ title: t('testBlock.submit.project'), dataIndex: 'projectName' }]
            : [{ title: t('testBlock.submit.lab'), dataIndex: 'labName' }]),
          { title: t('testBlock.submit.groups'), dataIndex: 'groups', width: 70 },
          { title: t('testBlock.submit.witnessed'), dataIndex: 'witnessed', width: 90 },
          { title: t('testBlock.submit.submittedBy'), dataIndex: 'submittedBy', width: 90 },
          {
            title: t('testBlock.submit.submittedAt'),
            dataIndex: 'submittedAt',
            width: 140,
            render: (v: string) => businessDateTimeOf(v),
          },
          {
            title: t('testBlock.submit.status'),
            dataIndex: 'status',
            width: 100,
            render: (v: string) => (
              <Tag color={SUBMIT_STATUS_COLOR[v]}>{tk(t, `testBlock.submitStatus.${v}`)}</Tag>
            ),
          },
          {
            title: t('testBlock.submit.report'),
            dataIndex: 'reportNo',
            render: (v: string | null) => v ?? '—',
          },
          {
            title: t('testBlock.submit.remark'),
            dataIndex: 'remark',
            width: 140,
            ellipsis: true,
            render: (v: string) => v || '—',
          },
        ]}
      />
      {open !== null && <SubmissionDrawer id={open} lab={lab} onClose={() => setOpen(null)} />}
    </>
  );
}
