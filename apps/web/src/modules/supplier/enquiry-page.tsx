import './messages';
import { PlusOutlined } from '@ant-design/icons';
import { businessDateTimeOf, ENQUIRY_STATUSES, type EnquiryItem, type EnquiryStatus } from '@zhuji/shared';
import { Button, Card, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Can } from '../../kit/permission-gate';
import { QueryTable } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { useResourceList } from '../../kit/use-resource-list';
import { CreateDrawer } from './create-drawer';
import { DetailDrawer } from './detail-drawer';
import { StatusTag } from './enquiry-status';
import { supplierApi, supplierKeys } from './supplier.api';
import { useIsSupplier } from './supplier-search-page';

function Enquiries({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const isSupplier = useIsSupplier();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState<{ supplier?: number } | null>(null);
  const [openId, setOpenId] = useState<number>();
  // 供应商查询's 询价 opens the form with that supplier chosen; a message opens its enquiry (?id=).
  useEffect(() => {
    const supplier = Number(params.get('supplier'));
    const id = Number(params.get('id'));
    if (supplier > 0) setCreating({ supplier });
    if (id > 0) setOpenId(id);
    if (supplier > 0 || id > 0)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('supplier');
          next.delete('id');
          return next;
        },
        { replace: true },
      );
  }, [params, setParams]);
  // Status, keyword and page live in the URL: back from an enquiry's record, or a shared link, keeps them.
  const paging = useResourceList({
    queryKey: supplierKeys.enquiryLists(isSupplier ? 0 : projectId),
    load: ({ page, limit, keyword, filters: { status } }) =>
      supplierApi.enquiries({
        ...(isSupplier ? {} : { proId: projectId }),
        page,
        limit,
        ...(status ? { status: status as EnquiryStatus } : {}),
        ...(keyword ? { keyword } : {}),
      }),
    filters: { status: 'string' },
    totalKey: 'supplier.enquiry.total',
  });
  const list = paging.query;
  const status = paging.params.filters.status as EnquiryStatus | undefined;
  return (
    <Card title={isSupplier ? t('supplier.enquiry.supplierTitle') : t('supplier.enquiry.title')}>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('supplier.enquiry.keyword')}
            style={{ width: 240 }}
            // remounted with the URL's keyword when back/forward changes it
            key={paging.params.keyword ?? ''}
            defaultValue={paging.params.keyword}
            onSearch={(v) => paging.setKeyword(v)}
          />
          <Select
            allowClear
            placeholder={t('supplier.enquiry.statusLabel')}
            style={{ width: 130 }}
            value={status}
            onChange={(v) => paging.setFilter('status', v)}
            options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(`supplier.enquiry.status.${s}`) }))}
          />
        </Space>
        {!isSupplier && (
          <Can action="add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating({})}
              data-testid="enquiry-add"
            >
              {t('supplier.enquiry.add')}
            </Button>
          </Can>
        )}
      </Flex>
      <QueryTable<EnquiryItem>
        query={list}
        paging={paging}
        failedTitle={t('supplier.enquiry.loadFailed')}
        empty={t('supplier.enquiry.empty')}
        rowKey="id"
        size="middle"
        scroll={{ x: 980 }}
        data-testid="enquiry-table"
        columns={[
          {
            title: t('supplier.enquiry.name'),
            key: 'title',
            width: 260,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Typography.Link onClick={() => setOpenId(row.id)} data-testid="enquiry-open">
                  {row.title}
                </Typography.Link>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.enquiryNo}
                </Typography.Text>
              </Space>
            ),
          },
          ...(isSupplier
            ? [{ title: t('supplier.enquiry.project'), dataIndex: 'projectName', width: 220 }]
            : []),
          { title: t('supplier.enquiry.quoteDeadline'), dataIndex: 'quoteDeadline', width: 110 },
          { title: t('supplier.enquiry.neededBy'), dataIndex: 'neededBy', width: 110, responsive: ['md'] },
          isSupplier
            ? {
                title: t('supplier.enquiry.quotedByMe'),
                key: 'mine',
                width: 100,
                render: (_, row) =>
                  row.quotedByMe ? (
                    <Tag color="blue">{t('supplier.enquiry.quoted')}</Tag>
                  ) : (
                    <Tag>{t('supplier.enquiry.notQuoted')}</Tag>
                  ),
              }
            : {
                title: t('supplier.enquiry.quotes'),
                key: 'quotes',
                width: 130,
                render: (_, row) =>
                  t('supplier.enquiry.quoteCount', { quotes: row.quoteCount, suppliers: row.supplierCount }),
              },
          {
            title: t('supplier.enquiry.statusLabel'),
            key: 'status',
            width: 150,
            render: (_, row) => <StatusTag item={row} />,
          },
          {
            title: t('supplier.enquiry.accepted'),
            key: 'accepted',
            width: 200,
            render: (_, row) => row.acceptedCompanyName ?? '—',
          },
          {
            title: t('supplier.enquiry.createdBy'),
            key: 'by',
            width: 150,
            responsive: ['lg'],
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                {row.createdByName}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {businessDateTimeOf(row.createdAt)}
                </Typography.Text>
              </Space>
            ),
          },
        ]}
      />
      {creating && (
        <CreateDrawer
          projectId={projectId}
          {...(creating.supplier ? { preselected: creating.supplier } : {})}
          onClose={() => setCreating(null)}
          onSent={(id) => {
            setCreating(null);
            setOpenId(id);
          }}
        />
      )}
      {openId !== undefined && <DetailDrawer id={openId} onClose={() => setOpenId(undefined)} />}
    </Card>
  );
}

/** Menu 'supplier/enquiry' (/material/enquiry): the project's enquiries, or a supplier's inbox of them. */
export function EnquiryPage() {
  return <WithCurrentProject>{(projectId) => <Enquiries projectId={projectId} />}</WithCurrentProject>;
}
