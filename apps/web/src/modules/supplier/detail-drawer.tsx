import './messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { businessDateTimeOf, type EnquiryLine } from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Grid,
  Popconfirm,
  Result,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { Comparison } from './comparison';
import { QUOTE_COLOR, StatusTag, yuan } from './enquiry-status';
import { QuoteForm } from './quote-form';
import { supplierApi, supplierKeys } from './supplier.api';

export function DetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { message } = App.useApp();
  const client = useQueryClient();
  const detail = useQuery({ queryKey: supplierKeys.enquiry(id), queryFn: () => supplierApi.enquiry(id) });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: supplierKeys.enquiries });
  };
  const cancel = useSubmit(async () => {
    await supplierApi.cancel(id);
    message.success(t('supplier.enquiry.cancelled'));
    await refresh();
  });
  const d = detail.data;
  return (
    <Drawer
      open
      size={screens.md ? 880 : '100%'}
      title={d ? `${t('supplier.enquiry.detail')} ${d.enquiryNo}` : t('supplier.enquiry.detail')}
      onClose={onClose}
      data-testid="enquiry-detail"
      extra={
        d && !d.asSupplier && d.status === 'open' ? (
          <Can action="remove">
            <Popconfirm
              title={t('supplier.enquiry.cancel')}
              description={t('supplier.enquiry.cancelConfirm')}
              onConfirm={() => cancel.submit(undefined)}
            >
              <Button danger loading={cancel.submitting}>
                {t('supplier.enquiry.cancel')}
              </Button>
            </Popconfirm>
          </Can>
        ) : null
      }
    >
      {detail.isPending ? (
        <Spin />
      ) : detail.isError || !d ? (
        <Result
          status="warning"
          title={t('kit.loadFailed')}
          extra={<Button onClick={() => void detail.refetch()}>{t('kit.retry')}</Button>}
        />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions
            size="small"
            bordered
            layout={screens.md ? 'horizontal' : 'vertical'}
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'title', label: t('supplier.enquiry.name'), children: d.title, span: 2 },
              { key: 'status', label: t('supplier.enquiry.statusLabel'), children: <StatusTag item={d} /> },
              {
                key: 'accepted',
                label: t('supplier.enquiry.accepted'),
                children: d.acceptedCompanyName ?? '—',
              },
              { key: 'project', label: t('supplier.enquiry.project'), children: d.projectName },
              { key: 'deadline', label: t('supplier.enquiry.quoteDeadline'), children: d.quoteDeadline },
              { key: 'needed', label: t('supplier.enquiry.neededBy'), children: d.neededBy },
              {
                key: 'by',
                label: t('supplier.enquiry.createdBy'),
                children: `${d.createdByName} ${businessDateTimeOf(d.createdAt)}`,
              },
              {
                key: 'address',
                label: t('supplier.enquiry.deliveryAddress'),
                children: d.deliveryAddress,
                span: 2,
              },
              ...(d.remark
                ? [{ key: 'remark', label: t('supplier.enquiry.remark'), children: d.remark, span: 2 }]
                : []),
              {
                key: 'suppliers',
                label: t('supplier.enquiry.suppliers'),
                span: 2,
                children: (
                  <Space wrap size={[4, 4]}>
                    {d.suppliers.map((s) => (
                      <Tag key={s.companyId} color={s.quoted ? 'blue' : 'default'}>
                        {s.companyName} ·{' '}
                        {s.quoted ? t('supplier.enquiry.quoted') : t('supplier.enquiry.notQuoted')}
                      </Tag>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
          {d.asSupplier ? (
            <Card size="small" title={t('supplier.enquiry.quoteForm')}>
              {d.status !== 'open' ? (
                <Alert
                  type="warning"
                  showIcon
                  message={t('supplier.enquiry.closedHint', {
                    status: t(`supplier.enquiry.status.${d.status}`),
                  })}
                  style={{ marginBottom: 12 }}
                />
              ) : d.deadlinePassed ? (
                <Alert
                  type="warning"
                  showIcon
                  message={t('supplier.enquiry.deadlineHint', { deadline: d.quoteDeadline })}
                  style={{ marginBottom: 12 }}
                />
              ) : null}
              {d.status === 'open' && !d.deadlinePassed ? (
                <QuoteForm key={d.quotes[0]?.submittedAt ?? 'new'} detail={d} onSaved={refresh} />
              ) : d.quotes[0] ? (
                <Space direction="vertical">
                  <Tag color={QUOTE_COLOR[d.quotes[0].status]}>
                    {t(`supplier.enquiry.quoteStatus.${d.quotes[0].status}`)}
                  </Tag>
                  <Typography.Text strong>
                    {t('supplier.enquiry.totalAmount')}：{yuan(d.quotes[0].total)}
                  </Typography.Text>
                </Space>
              ) : null}
            </Card>
          ) : (
            <>
              <Card size="small" title={t('supplier.enquiry.lines')}>
                <ResponsiveTable<EnquiryLine>
                  cardTitleKey="material"
                  size="small"
                  rowKey="id"
                  pagination={false}
                  dataSource={d.lines}
                  columns={[
                    { title: t('supplier.enquiry.seq'), dataIndex: 'seq', width: 60 },
                    { title: t('supplier.enquiry.material'), dataIndex: 'material' },
                    { title: t('supplier.enquiry.specification'), dataIndex: 'specification' },
                    { title: t('supplier.enquiry.unit'), dataIndex: 'unit', width: 70 },
                    {
                      title: t('supplier.enquiry.quantity'),
                      dataIndex: 'quantity',
                      width: 110,
                      align: 'right',
                    },
                  ]}
                />
              </Card>
              <Card size="small" title={t('supplier.enquiry.compare')}>
                <Comparison detail={d} onChanged={refresh} />
              </Card>
            </>
          )}
        </Space>
      )}
    </Drawer>
  );
}
