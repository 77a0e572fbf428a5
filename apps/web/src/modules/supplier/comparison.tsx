import './messages';
import { TrophyOutlined } from '@ant-design/icons';
import { businessDateTimeOf, type EnquiryDetail, type EnquiryLine, type Quote } from '@zhuji/shared';
import { App, Button, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../kit/permission-gate';
import { TableSummary, WideTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { QUOTE_COLOR, yuan } from './enquiry-status';
import { supplierApi } from './supplier.api';

export function Comparison({ detail, onChanged }: { detail: EnquiryDetail; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canAward = useCan('update') && detail.status === 'open';
  const accept = useSubmit(async (q: Quote) => {
    await supplierApi.accept(detail.id, q.id);
    message.success(t('supplier.enquiry.acceptedDone', { name: q.companyName }));
    await onChanged();
  });
  const waiting = detail.suppliers.filter((s) => !s.quoted).map((s) => s.companyName);
  if (detail.quotes.length === 0)
    return (
      <>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('supplier.enquiry.noQuotes')} />
        {waiting.length > 0 && (
          <Typography.Text type="secondary">
            {t('supplier.enquiry.waiting', { names: waiting.join('、') })}
          </Typography.Text>
        )}
      </>
    );
  const priceOf = (q: Quote, lineId: number) => q.lines.find((l) => l.lineId === lineId);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('supplier.enquiry.compareHint')}</Typography.Paragraph>
      {/* A comparison matrix stays a table on a phone: a line's prices only compare side by side, one
          column per supplier, with the lowest marked across the row (WideTable scrolls inside its box). */}
      <WideTable<EnquiryLine>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        dataSource={detail.lines}
        data-testid="quote-compare"
        columns={[
          {
            title: t('supplier.enquiry.material'),
            key: 'material',
            fixed: 'left',
            width: 180,
            render: (_, l) => (
              <Space direction="vertical" size={0}>
                <span>
                  {l.seq}. {l.material} {l.specification}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {l.quantity} {l.unit}
                </Typography.Text>
              </Space>
            ),
          },
          ...detail.quotes.map((q) => ({
            title: (
              <Space direction="vertical" size={2}>
                <Typography.Text strong>{q.companyName}</Typography.Text>
                <Space size={4} wrap>
                  <Tag color={QUOTE_COLOR[q.status]}>{t(`supplier.enquiry.quoteStatus.${q.status}`)}</Tag>
                  {q.lowest && (
                    <Tag color="green" icon={<TrophyOutlined />}>
                      {t('supplier.enquiry.lowest')}
                    </Tag>
                  )}
                </Space>
              </Space>
            ),
            key: `q${q.id}`,
            width: 180,
            align: 'right' as const,
            onCell: () => ({ style: q.lowest ? { background: '#f6ffed' } : {} }),
            render: (_: unknown, l: EnquiryLine) => {
              const p = priceOf(q, l.id);
              return p ? (
                <Space direction="vertical" size={0}>
                  <span>{yuan(p.unitPrice)}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {yuan(p.amount)}
                  </Typography.Text>
                </Space>
              ) : (
                '—'
              );
            },
          })),
        ]}
        summary={() => (
          <TableSummary fixed>
            <TableSummary.Row>
              <TableSummary.Cell index={0}>
                <Typography.Text strong>{t('supplier.enquiry.totalAmount')}</Typography.Text>
              </TableSummary.Cell>
              {detail.quotes.map((q, i) => (
                <TableSummary.Cell key={q.id} index={i + 1} align="right">
                  <Typography.Text
                    strong
                    type={q.lowest ? 'success' : undefined}
                    data-testid="quote-total-cell"
                  >
                    {yuan(q.total)}
                  </Typography.Text>
                </TableSummary.Cell>
              ))}
            </TableSummary.Row>
            <TableSummary.Row>
              <TableSummary.Cell index={0}>{t('supplier.enquiry.validUntil')}</TableSummary.Cell>
              {detail.quotes.map((q, i) => (
                <TableSummary.Cell key={q.id} index={i + 1} align="right">
                  {q.validUntil}
                </TableSummary.Cell>
              ))}
            </TableSummary.Row>
            <TableSummary.Row>
              <TableSummary.Cell index={0}>{t('supplier.enquiry.remark')}</TableSummary.Cell>
              {detail.quotes.map((q, i) => (
                <TableSummary.Cell key={q.id} index={i + 1}>
                  <Typography.Text style={{ fontSize: 12 }}>{q.remark || '—'}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {q.submittedByName} {businessDateTimeOf(q.submittedAt)}
                  </Typography.Text>
                </TableSummary.Cell>
              ))}
            </TableSummary.Row>
            {canAward && (
              <TableSummary.Row>
                <TableSummary.Cell index={0} />
                {detail.quotes.map((q, i) => (
                  <TableSummary.Cell key={q.id} index={i + 1} align="right">
                    <Popconfirm
                      title={t('supplier.enquiry.accept')}
                      description={t('supplier.enquiry.acceptConfirm', {
                        name: q.companyName,
                        total: yuan(q.total),
                      })}
                      onConfirm={() => accept.submit(q)}
                    >
                      <Button
                        size="small"
                        type={q.lowest ? 'primary' : 'default'}
                        loading={accept.submitting}
                        data-testid="quote-accept"
                      >
                        {t('supplier.enquiry.accept')}
                      </Button>
                    </Popconfirm>
                  </TableSummary.Cell>
                ))}
              </TableSummary.Row>
            )}
          </TableSummary>
        )}
      />
      {waiting.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('supplier.enquiry.waiting', { names: waiting.join('、') })}
        </Typography.Paragraph>
      )}
    </>
  );
}
