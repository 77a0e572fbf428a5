import './messages';
import {
  EditOutlined,
  EnvironmentOutlined,
  PhoneOutlined,
  SearchOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMPANY_TYPE,
  MATERIAL_CATEGORIES,
  type MaterialCategory,
  phoneSchema,
  type SupplierItem,
  type SupplierProfileSave,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Drawer,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Pagination,
  Result,
  Row,
  Select,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRules } from '../../kit/form-rules';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { useDirtyGuard } from '../../kit/use-dirty-guard';
import { useResourceList } from '../../kit/use-resource-list';
import { useSubmit } from '../../kit/use-submit';
import { useSession } from '../../session/session-store';
import { RegionFilter, ServiceRegionPicker, useRegionNames } from './region-names';
import { supplierApi, supplierKeys } from './supplier.api';

export const CATEGORY_COLOR: Record<MaterialCategory, string> = {
  REBAR: 'geekblue',
  READY_MIX_CONCRETE: 'blue',
  CEMENT: 'cyan',
  AGGREGATE: 'gold',
  PIPE_PILE: 'purple',
  WATERPROOF: 'green',
  BLOCK: 'orange',
  OTHER: 'default',
};

/** The caller's company is a supplier (its role on the project is a supplier's). */
export const useIsSupplier = () => useSession().user.currentUnit.compTypeId === COMPANY_TYPE.SUPPLIER;

function SupplierCard({ item, canEnquire }: { item: SupplierItem; canEnquire: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const regionName = useRegionNames();
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      data-testid="supplier-card"
      title={
        <Space>
          <ShopOutlined />
          <Typography.Text strong ellipsis={{ tooltip: item.companyName }}>
            {item.companyName}
          </Typography.Text>
        </Space>
      }
      extra={
        canEnquire ? (
          <Button
            type="primary"
            size="small"
            data-testid="supplier-enquire"
            onClick={() => navigate(`/material/enquiry?supplier=${item.companyId}`)}
          >
            {t('supplier.search.enquire')}
          </Button>
        ) : null
      }
    >
      <Space direction="vertical" size={6} style={{ width: '100%' }}>
        <Space wrap size={[4, 4]}>
          {item.categories.map((c) => (
            <Tag key={c} color={CATEGORY_COLOR[c]}>
              {t(`supplier.category.${c}`)}
            </Tag>
          ))}
        </Space>
        <Typography.Paragraph style={{ marginBottom: 0 }} ellipsis={{ rows: 2, tooltip: item.mainProducts }}>
          {item.mainProducts}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          <EnvironmentOutlined /> {t('supplier.search.serviceRegions')}：
          {item.serviceRegions.map(regionName).join('、')}
        </Typography.Text>
        {item.licenceNo && (
          <Typography.Text type="secondary" ellipsis={{ tooltip: item.licenceNo }}>
            {t('supplier.search.licenceNo')}：{item.licenceNo}
          </Typography.Text>
        )}
        <Flex gap={16} wrap>
          <span>
            <UserOutlined /> {item.contactName}
          </span>
          <a href={`tel:${item.contactPhone}`}>
            <PhoneOutlined /> {item.contactPhone}
          </a>
        </Flex>
      </Space>
    </Card>
  );
}

interface ProfileValues extends SupplierProfileSave {}

/** 供应商资料: the supplier's own users keep what the search shows of their company. */
function ProfileDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const r = useRules();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useDirtyGuard(dirty);
  const own = useQuery({ queryKey: supplierKeys.profile, queryFn: supplierApi.ownProfile });
  const save = useSubmit(async () => {
    const v = await form.validateFields();
    await supplierApi.saveProfile({
      ...v,
      mainProducts: v.mainProducts.trim(),
      licenceNo: v.licenceNo?.trim() ?? '',
      contactName: v.contactName.trim(),
    });
    setDirty(false);
    message.success(t('supplier.profile.saved'));
    await client.invalidateQueries({ queryKey: supplierKeys.all });
    onClose();
  });
  const required = [{ required: true, whitespace: true, message: t('supplier.profile.required') }];
  return (
    <Drawer
      open
      size={screens.md ? 560 : '100%'}
      title={
        own.data ? `${t('supplier.profile.title')} · ${own.data.companyName}` : t('supplier.profile.title')
      }
      onClose={() => confirmDiscard(onClose)}
      data-testid="supplier-profile-form"
      extra={
        <Space>
          <Button onClick={() => confirmDiscard(onClose)}>{t('supplier.profile.cancel')}</Button>
          <Button
            type="primary"
            loading={save.submitting}
            disabled={!own.data}
            data-testid="supplier-profile-save"
            onClick={() => void save.submit(undefined)}
          >
            {t('supplier.profile.save')}
          </Button>
        </Space>
      }
    >
      {own.isPending ? (
        <Spin />
      ) : own.isError ? (
        <Result
          status="warning"
          title={t('kit.loadFailed')}
          extra={<Button onClick={() => void own.refetch()}>{t('kit.retry')}</Button>}
        />
      ) : (
        <>
          <Alert
            type={own.data.profile ? 'info' : 'warning'}
            showIcon
            style={{ marginBottom: 16 }}
            message={own.data.profile ? t('supplier.profile.hint') : t('supplier.profile.notYet')}
          />
          <Form<ProfileValues>
            form={form}
            layout="vertical"
            onValuesChange={() => setDirty(true)}
            initialValues={own.data.profile ?? { categories: [], serviceRegions: [] }}
          >
            <Form.Item
              name="categories"
              label={t('supplier.profile.categories')}
              rules={[
                { required: true, type: 'array', min: 1, message: t('supplier.profile.categoriesRequired') },
              ]}
            >
              <Select
                mode="multiple"
                options={MATERIAL_CATEGORIES.map((c) => ({ value: c, label: t(`supplier.category.${c}`) }))}
              />
            </Form.Item>
            <Form.Item
              name="mainProducts"
              label={t('supplier.profile.mainProducts')}
              rules={[...required, { min: 2 }]}
            >
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
            <Form.Item
              name="serviceRegions"
              label={t('supplier.profile.serviceRegions')}
              extra={t('supplier.profile.serviceRegionsHelp')}
              rules={[
                { required: true, type: 'array', min: 1, message: t('supplier.profile.regionsRequired') },
              ]}
            >
              <ServiceRegionPicker />
            </Form.Item>
            <Form.Item name="licenceNo" label={t('supplier.profile.licenceNo')}>
              <Input.TextArea rows={2} maxLength={200} />
            </Form.Item>
            <Flex gap={12} wrap>
              <Form.Item
                name="contactName"
                label={t('supplier.profile.contactName')}
                rules={[...required, { min: 2, max: 20 }]}
                style={{ flex: '1 1 180px' }}
              >
                <Input maxLength={20} />
              </Form.Item>
              <Form.Item
                name="contactPhone"
                label={t('supplier.profile.contactPhone')}
                rules={[r.required(), r.schema(phoneSchema)]}
                style={{ flex: '1 1 180px' }}
              >
                <Input maxLength={11} inputMode="tel" />
              </Form.Item>
            </Flex>
          </Form>
        </>
      )}
    </Drawer>
  );
}

function Suppliers({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const isSupplier = useIsSupplier();
  // Keyword, category, region and page live in the URL: back/forward and a shared link keep the search.
  const list = useResourceList({
    queryKey: supplierKeys.lists(projectId),
    load: ({ page, limit, keyword, filters: { category, region } }) =>
      supplierApi.suppliers({
        proId: projectId,
        page,
        limit,
        ...(keyword ? { keyword } : {}),
        ...(category ? { category: category as MaterialCategory } : {}),
        ...(region ? { region: String(region) } : {}),
      }),
    filters: { category: 'string', region: 'string' },
    totalKey: 'supplier.search.total',
  });
  const { keyword } = list.params;
  const { category, region } = list.params.filters as { category?: MaterialCategory; region?: string };
  const [typed, setTyped] = useState(keyword ?? '');
  useEffect(() => setTyped(keyword ?? ''), [keyword]);
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title={t('supplier.search.title')}
      extra={
        isSupplier ? (
          <Button
            icon={<EditOutlined />}
            onClick={() => setEditing(true)}
            data-testid="supplier-profile-open"
          >
            {t('supplier.search.myProfile')}
          </Button>
        ) : null
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('supplier.search.keyword')}
          style={{ width: 280, maxWidth: '100%' }}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => list.setKeyword(v)}
          enterButton={<SearchOutlined />}
          data-testid="supplier-keyword"
        />
        <Select
          allowClear
          placeholder={t('supplier.search.category')}
          style={{ width: 160 }}
          value={category}
          onChange={(v) => list.setFilter('category', v)}
          options={MATERIAL_CATEGORIES.map((c) => ({ value: c, label: t(`supplier.category.${c}`) }))}
          data-testid="supplier-category-filter"
        />
        <RegionFilter value={region} onChange={(v) => list.setFilter('region', v)} />
      </Flex>
      {list.status === 'error' ? (
        <Result
          status="warning"
          title={t('supplier.search.loadFailed')}
          extra={<Button onClick={() => void list.query.refetch()}>{t('kit.retry')}</Button>}
        />
      ) : (
        <Spin spinning={list.query.isFetching}>
          {list.status === 'empty' ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('supplier.search.empty')} />
          ) : (
            <Row gutter={[16, 16]} data-testid="supplier-list">
              {list.rows.map((item) => (
                <Col key={item.companyId} xs={24} md={12} xl={8}>
                  <SupplierCard item={item} canEnquire={!isSupplier} />
                </Col>
              ))}
            </Row>
          )}
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Pagination {...list.pagination} />
          </Flex>
        </Spin>
      )}
      {editing && <ProfileDrawer onClose={() => setEditing(false)} />}
    </Card>
  );
}

/** Menu 'supplier/search' (/material/supplier): the platform's suppliers, and a supplier's own profile. */
export function SupplierSearchPage() {
  return <WithCurrentProject>{(projectId) => <Suppliers projectId={projectId} />}</WithCurrentProject>;
}
