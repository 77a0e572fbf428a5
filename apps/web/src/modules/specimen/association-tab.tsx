import './messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnlinkedSpecimen } from '@zhuji/shared';
import { App, Button, Empty, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { specimenApi, specimenKeys, tk } from './specimen.api';
import { Failed } from './specimen-shared';

function LinkCell({ s, onLinked }: { s: UnlinkedSpecimen; onLinked: () => void }) {
  const { t } = useTranslation();
  const [pileId, setPileId] = useState<number | undefined>(s.candidates[0]?.pileId);
  const link = useSubmit(async () => {
    if (pileId === undefined) return;
    await specimenApi.link(s.id, pileId);
    onLinked();
  });
  return (
    <Space>
      <Select
        style={{ width: 140 }}
        placeholder={t('testBlock.association.choose')}
        value={pileId}
        onChange={setPileId}
        options={s.candidates.map((c) => ({ value: c.pileId, label: c.pileNo }))}
      />
      <Can action="update">
        <Button
          size="small"
          type="primary"
          disabled={pileId === undefined}
          loading={link.submitting}
          onClick={() => void link.submit(undefined)}
        >
          {t('testBlock.association.link')}
        </Button>
      </Can>
    </Space>
  );
}

export function AssociationTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const q = useQuery({
    queryKey: specimenKeys.unlinked(projectId),
    queryFn: () => specimenApi.unlinked(projectId),
  });
  if (q.isError) return <Failed retry={() => void q.refetch()} />;
  return (
    <ResponsiveTable<UnlinkedSpecimen>
      cardTitleKey="sampleNo"
      size="small"
      rowKey="id"
      loading={q.isPending}
      dataSource={q.data}
      title={() => t('testBlock.association.title')}
      locale={{ emptyText: <Empty description={t('testBlock.association.none')} /> }}
      pagination={false}
      scroll={{ x: 760 }}
      columns={[
        { title: t('testBlock.specimen.sampleNo'), dataIndex: 'sampleNo' },
        { title: t('testBlock.association.location'), dataIndex: 'location' },
        { title: t('testBlock.specimen.makeDate'), dataIndex: 'makeDate', width: 110 },
        {
          title: t('testBlock.association.reason'),
          dataIndex: 'reason',
          render: (r: string) => <Tag color="orange">{tk(t, `testBlock.association.reasons.${r}`)}</Tag>,
        },
        {
          title: '',
          key: 'link',
          render: (_: unknown, s) => (
            <LinkCell
              s={s}
              onLinked={() => {
                message.success(t('testBlock.association.linked'));
                void client.invalidateQueries({ queryKey: specimenKeys.all });
              }}
            />
          ),
        },
      ]}
    />
  );
}
