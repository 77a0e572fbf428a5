import './messages';
import { CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { businessDateTimeOf, COMPANY_TYPE, type CompanyReviewItem, type CompanyStatus } from '@zhuji/shared';
import {
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Select,
  Space,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyTypeName } from '../../kit/company-type-name';
import { Can } from '../../kit/permission-gate';
import { type Region, regionsQuery } from '../../kit/region-cascader';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { companyReviewApi, companyReviewKeys, type ReviewListQuery } from './company-review.api';

const STATUSES = ['pending', 'active', 'disabled'] as const satisfies readonly CompanyStatus[];
const STATUS_COLOR: Record<CompanyStatus, string> = { pending: 'orange', active: 'green', disabled: 'red' };
const TYPES = Object.values(COMPANY_TYPE).filter((v) => v !== COMPANY_TYPE.PLATFORM);

function regionName(regions: Region[] | undefined, codes: string[]): string {
  const names: string[] = [];
  let level = regions;
  for (const code of codes) {
    const hit = level?.find((r) => r.code === code);
    if (!hit) break;
    names.push(hit.name);
    level = hit.children;
  }
  return names.join(' / ') || codes.join(' / ');
}

/** The reason a rejection needs: the applicant reads it on the login page and in the text message. */
function RejectDialog({
  company,
  onClose,
  onDone,
}: {
  company: CompanyReviewItem | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useSubmit(async ({ reason }: { reason: string }) => {
    if (!company) return;
    await companyReviewApi.verify({ id: company.id, approve: false, reason: reason.trim() });
    message.success(t('company.review.rejectedDone', { name: company.unitName }));
    form.resetFields();
    onDone();
  });
  return (
    <Modal
      open={company !== undefined}
      title={t('company.review.rejectTitle', { name: company?.unitName ?? '' })}
      okText={t('company.review.reject')}
      okButtonProps={
        { danger: true, loading: reject.submitting, 'data-testid': 'company-reject-ok' } as never
      }
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void reject.submit(v)}>
        <Form.Item
          name="reason"
          label={t('company.review.reason')}
          extra={t('company.review.reasonHint')}
          rules={[{ required: true, whitespace: true, message: t('company.review.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} data-testid="company-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Details({ company }: { company: CompanyReviewItem }) {
  const { t } = useTranslation();
  const typeName = useCompanyTypeName();
  const regions = useQuery(regionsQuery);
  const text = (v: string | null) =>
    v || <Typography.Text type="secondary">{t('company.none')}</Typography.Text>;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid="company-review-details"
      items={[
        { key: 'unitName', label: t('account.register.unitName'), children: company.unitName },
        {
          key: 'creditCode',
          label: t('account.register.creditCode'),
          children: <Typography.Text copyable>{company.creditCode}</Typography.Text>,
        },
        {
          key: 'compType',
          label: t('account.register.compType'),
          children: typeName(company.compType),
        },
        {
          key: 'qualification',
          label: t('account.register.qualification'),
          children: text(company.qualification),
        },
        {
          key: 'region',
          label: t('account.register.region'),
          children: regionName(regions.data, company.areaList),
        },
        { key: 'address', label: t('account.register.address'), children: text(company.address) },
        { key: 'legalPerson', label: t('account.register.legalPerson'), children: text(company.legalPerson) },
        {
          key: 'legalPersonPhone',
          label: t('account.register.legalPersonPhone'),
          children: text(company.legalPersonPhone),
        },
        { key: 'technician', label: t('account.register.technician'), children: text(company.technician) },
        {
          key: 'technicianPhone',
          label: t('account.register.technicianPhone'),
          children: text(company.technicianPhone),
        },
        {
          key: 'admin',
          label: t('company.review.admin'),
          children: text(
            company.adminName &&
              `${company.adminName}（${company.adminAccount ?? ''}，${company.adminPhone ?? ''}）`,
          ),
        },
        {
          key: 'createdAt',
          label: t('company.review.createdAt'),
          children: businessDateTimeOf(company.createdAt),
        },
        {
          key: 'status',
          label: t('company.statusLabel'),
          children: <Tag color={STATUS_COLOR[company.status]}>{t(`company.status.${company.status}`)}</Tag>,
        },
        ...(company.reviewReason
          ? [{ key: 'reason', label: t('company.review.reason'), children: company.reviewReason }]
          : []),
        ...(company.reviewedAt
          ? [
              {
                key: 'reviewedAt',
                label: t('company.review.reviewedAt'),
                children: businessDateTimeOf(company.reviewedAt),
              },
            ]
          : []),
      ]}
    />
  );
}

/**
 * Menu 'audit/company' (单位注册审核): the platform staff's list of company registrations by status,
 * type and name or credit code; each opens its details, and a pending one is approved or rejected
 * with the reason the applicant then reads on the login page and in a text message.
 */
export function CompanyReviewPage() {
  const { t } = useTranslation();
  const typeName = useCompanyTypeName();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState<CompanyStatus>('pending');
  const [compType, setCompType] = useState<number>();
  const [keyword, setKeyword] = useState<string>();
  const [openId, setOpenId] = useState<number>();
  const [rejecting, setRejecting] = useState<CompanyReviewItem>();
  const query: ReviewListQuery = {
    status,
    ...(compType ? { compType } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const list = useQuery({
    queryKey: companyReviewKeys.list(query),
    queryFn: () => companyReviewApi.list(query),
    placeholderData: keepPreviousData,
  });
  const open = list.data?.find((c) => c.id === openId);
  const reviewed = async () => {
    setOpenId(undefined);
    setRejecting(undefined);
    await client.invalidateQueries({ queryKey: companyReviewKeys.all });
  };
  const approve = useSubmit(async (c: CompanyReviewItem) => {
    await companyReviewApi.verify({ id: c.id, approve: true });
    message.success(t('company.review.approvedDone', { name: c.unitName }));
    await reviewed();
  });

  const columns: TableColumnsType<CompanyReviewItem> = [
    {
      title: t('account.register.unitName'),
      dataIndex: 'unitName',
      render: (name: string, row) => (
        <Typography.Link onClick={() => setOpenId(row.id)} data-testid={`company-review-open-${row.id}`}>
          {name}
        </Typography.Link>
      ),
    },
    // On a phone the name and the status are what a reviewer scans; the details drawer has the rest.
    { title: t('account.register.creditCode'), dataIndex: 'creditCode', width: 190, responsive: ['sm'] },
    {
      title: t('account.register.compType'),
      dataIndex: 'compType',
      width: 130,
      responsive: ['sm'],
      render: (v: number) => typeName(v),
    },
    {
      title: t('company.review.admin'),
      key: 'admin',
      responsive: ['md'],
      render: (_, r) => (r.adminName ? `${r.adminName} ${r.adminPhone ?? ''}` : '—'),
    },
    {
      title: t('company.review.createdAt'),
      dataIndex: 'createdAt',
      width: 160,
      responsive: ['lg'],
      render: (v: string) => businessDateTimeOf(v),
    },
    {
      title: t('company.statusLabel'),
      dataIndex: 'status',
      width: 100,
      render: (s: CompanyStatus) => <Tag color={STATUS_COLOR[s]}>{t(`company.status.${s}`)}</Tag>,
    },
  ];

  return (
    <Card title={t('company.review.title')} data-testid="company-review">
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex wrap gap={8}>
          <Segmented<CompanyStatus>
            data-testid="company-review-status"
            value={status}
            onChange={setStatus}
            options={STATUSES.map((value) => ({ value, label: t(`company.review.filter.${value}`) }))}
          />
          <Select<number>
            allowClear
            style={{ width: 160 }}
            placeholder={t('account.register.compType')}
            value={compType}
            onChange={setCompType}
            options={TYPES.map((value) => ({ value, label: typeName(value) }))}
          />
          <Input.Search
            allowClear
            style={{ width: 240 }}
            placeholder={t('company.review.keyword')}
            onSearch={(v) => setKeyword(v.trim() || undefined)}
            data-testid="company-review-keyword"
          />
        </Flex>
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('company.review.refresh')}
        </Button>
      </Flex>
      <ResponsiveTable<CompanyReviewItem>
        cardTitleKey="unitName"
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={list.data ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{
          emptyText: t(status === 'pending' ? 'company.review.emptyPending' : 'company.review.empty'),
        }}
        data-testid="company-review-table"
      />
      <Drawer
        open={open !== undefined}
        onClose={() => setOpenId(undefined)}
        title={open?.unitName}
        width="min(640px, 100vw)"
        data-testid="company-review-drawer"
        extra={
          open?.status === 'pending' && (
            <Can action="update">
              <Space>
                <Button
                  danger
                  icon={<CloseOutlined />}
                  onClick={() => setRejecting(open)}
                  data-testid="company-reject"
                >
                  {t('company.review.reject')}
                </Button>
                <Popconfirm
                  title={t('company.review.approveConfirm', { name: open.unitName })}
                  onConfirm={() => void approve.submit(open)}
                  okButtonProps={{ 'data-testid': 'company-approve-ok' } as never}
                >
                  <Button
                    type="primary"
                    icon={<CheckOutlined />}
                    loading={approve.submitting}
                    data-testid="company-approve"
                  >
                    {t('company.review.approve')}
                  </Button>
                </Popconfirm>
              </Space>
            </Can>
          )
        }
      >
        {open && <Details company={open} />}
      </Drawer>
      <RejectDialog
        company={rejecting}
        onClose={() => setRejecting(undefined)}
        onDone={() => void reviewed()}
      />
    </Card>
  );
}
