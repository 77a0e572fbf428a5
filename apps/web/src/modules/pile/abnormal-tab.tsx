import './messages';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { businessDateTimeOf, type PileAbnormalItem } from '@zhuji/shared';
import { App, Button, Empty, Flex, Form, Input, Modal, Result, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can, useCan } from '../../kit/permission-gate';
import { queryStateProps } from '../../kit/query-table';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { type PileAbnormalAdd, pileApi, pileKeys } from './pile.api';

const ABNORMAL_KINDS = ['collapse', 'brokenPile', 'necking', 'cageFloat', 'other'] as const;

export function AbnormalTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ pileNo: string; kind: PileAbnormalAdd['kind']; description: string }>();
  const list = useQuery({
    queryKey: pileKeys.abnormals(projectId, page),
    queryFn: () => pileApi.abnormals(projectId, page, 20),
    placeholderData: keepPreviousData,
  });
  const { modal } = App.useApp();
  const canUpdate = useCan('update');
  const rectify = (a: PileAbnormalItem) =>
    modal.confirm({
      title: t('pile.action.rectify'),
      content: t('pile.abnormal.rectifyQuestion', { pileNo: a.pileNo }),
      onOk: async () => {
        await pileApi.rectify(a.id);
        await client.invalidateQueries({ queryKey: pileKeys.all });
        message.success(t('pile.abnormal.rectified'));
      },
    });
  const add = useSubmit(async () => {
    const v = await form.validateFields();
    const found = await pileApi.list({ proId: projectId, page: 1, limit: 5, keyword: v.pileNo.trim() });
    const p = found.list.find((x) => x.pileNo === v.pileNo.trim());
    if (!p) {
      form.setFields([{ name: 'pileNo', errors: [t('pile.empty.filtered')] }]);
      return;
    }
    await pileApi.addAbnormal({ pileId: p.id, kind: v.kind, description: v.description });
    await client.invalidateQueries({ queryKey: pileKeys.all });
    message.success(t('pile.abnormal.added'));
    setAdding(false);
    form.resetFields();
  });
  if (list.isError && !list.data)
    return (
      <Result
        status="warning"
        title={t('pile.loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('pile.action.retry')}</Button>}
      />
    );
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Can action="add">
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('pile.action.addAbnormal')}
          </Button>
        </Can>
      </Flex>
      <ResponsiveTable<PileAbnormalItem>
        cardTitleKey="pileNo"
        rowKey="id"
        {...queryStateProps(list)}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        data-testid="pile-abnormal-table"
        scroll={{ x: 800 }}
        locale={{ emptyText: <Empty description={t('pile.empty.abnormal')} /> }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('pile.abnormal.pileNo'), dataIndex: 'pileNo' },
          {
            title: t('pile.abnormal.kind'),
            dataIndex: 'kind',
            render: (k: string) =>
              t(`pile.abnormal.kinds.${k}` as 'pile.abnormal.kinds.other', { defaultValue: k }),
          },
          {
            title: t('pile.abnormal.items'),
            key: 'items',
            render: (_, a) =>
              a.items.length
                ? a.items.map((k) => (
                    <Tag key={k}>{t(`pile.item.${k}` as 'pile.item.slump', { defaultValue: k })}</Tag>
                  ))
                : a.description,
          },
          {
            title: t('pile.abnormal.source'),
            dataIndex: 'source',
            render: (s: 'auto' | 'manual') => t(`pile.abnormal.sources.${s}`),
          },
          {
            title: t('pile.abnormal.status'),
            dataIndex: 'status',
            render: (s: 'open' | 'sent' | 'closed') => (
              <Tag color={s === 'open' ? 'error' : s === 'sent' ? 'processing' : 'default'}>
                {t(`pile.abnormal.statuses.${s}`)}
              </Tag>
            ),
          },
          {
            title: t('pile.abnormal.createdAt'),
            dataIndex: 'createdAt',
            render: (v: string) => businessDateTimeOf(v),
          },
          {
            title: t('pile.column.actions'),
            key: 'actions',
            render: (_, a) =>
              a.status === 'open' && canUpdate ? (
                <Button type="link" size="small" onClick={() => rectify(a)}>
                  {t('pile.action.rectify')}
                </Button>
              ) : null,
          },
        ]}
      />
      <Modal
        open={adding}
        title={t('pile.action.addAbnormal')}
        onCancel={() => setAdding(false)}
        onOk={() => void add.submit(undefined)}
        confirmLoading={add.submitting}
        okText={t('pile.action.save')}
        cancelText={t('pile.action.cancel')}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="pileNo" label={t('pile.abnormal.pileNo')} rules={[{ required: true }]}>
            <Input placeholder="ZH7" />
          </Form.Item>
          <Form.Item name="kind" label={t('pile.abnormal.kind')} rules={[{ required: true }]}>
            <Select
              options={ABNORMAL_KINDS.map((k) => ({ value: k, label: t(`pile.abnormal.kinds.${k}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('pile.abnormal.description')}
            rules={[{ required: true, min: 2, max: 500 }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
