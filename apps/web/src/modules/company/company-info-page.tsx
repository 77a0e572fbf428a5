import './messages';
import { EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addressSchema,
  type CompanyInfo,
  companyCalls,
  creditCodeSchema,
  personNameSchema,
  phoneSchema,
  unitNameSchema,
} from '@zhuji/shared';
import { App, Button, Card, Col, Descriptions, Form, Input, Row, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { useCompanyTypeName } from '../../kit/company-type-name';
import { useRules } from '../../kit/form-rules';
import { type Region, RegionCascader, regionsQuery } from '../../kit/region-cascader';
import { useSubmit } from '../../kit/use-submit';

const KEY = ['company', 'info'] as const;

interface FormValues {
  unitName: string;
  creditCode: string;
  areaList: string[];
  address: string;
  legalPerson: string;
  legalPersonPhone: string;
  technician?: string;
  technicianPhone?: string;
  loginCodeRequired: boolean;
}

/** '浙江省 / 杭州市 / 西湖区' from the three codes, once the division data has loaded. */
function regionName(regions: Region[] | undefined, codes: string[]): string {
  const names: string[] = [];
  let level = regions;
  for (const code of codes) {
    const hit = level?.find((r) => r.code === code);
    if (!hit) break;
    names.push(hit.name);
    level = hit.children;
  }
  return names.join(' / ');
}

function CompanyForm({ info, onDone }: { info: CompanyInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useRules();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const { submit, submitting } = useSubmit(async (values: FormValues) => {
    const saved = await call(companyCalls.update, { body: values });
    client.setQueryData(KEY, saved);
    message.success(t('company.saved'));
    onDone();
  });
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      data-testid="company-form"
      scrollToFirstError
      initialValues={{
        unitName: info.unitName,
        creditCode: info.creditCode,
        areaList: info.areaList,
        address: info.address ?? '',
        legalPerson: info.legalPerson ?? '',
        legalPersonPhone: info.legalPersonPhone ?? '',
        technician: info.technician ?? '',
        technicianPhone: info.technicianPhone ?? '',
        loginCodeRequired: info.loginCodeRequired,
      }}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="unitName"
            label={t('account.register.unitName')}
            rules={[rules.required(), rules.schema(unitNameSchema)]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="creditCode"
            label={t('account.register.creditCode')}
            rules={[rules.required(), rules.schema(creditCodeSchema)]}
          >
            <Input maxLength={18} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="areaList"
            label={t('account.register.region')}
            rules={[{ required: true, type: 'array', len: 3, message: t('account.register.regionRequired') }]}
          >
            <RegionCascader />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="address"
            label={t('account.register.address')}
            rules={[rules.required(), rules.schema(addressSchema)]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="legalPerson"
            label={t('account.register.legalPerson')}
            rules={[rules.required(), rules.schema(personNameSchema)]}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="legalPersonPhone"
            label={t('account.register.legalPersonPhone')}
            rules={[rules.required('phoneRequired'), rules.schema(phoneSchema)]}
          >
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="technician"
            label={t('account.register.technician')}
            rules={[rules.schema(personNameSchema)]}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="technicianPhone"
            label={t('account.register.technicianPhone')}
            rules={[rules.schema(phoneSchema)]}
          >
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="loginCodeRequired"
            label={t('company.loginCodeRequired')}
            extra={t('company.loginCodeHint')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="company-save">
          {t('company.save')}
        </Button>
        <Button onClick={onDone}>{t('company.cancel')}</Button>
      </Space>
    </Form>
  );
}

/** Menu 'company/info' (/basicInfo/company): the caller's own company, editable by its administrator. */
export function CompanyInfoPage() {
  const { t } = useTranslation();
  const typeName = useCompanyTypeName();
  const [editing, setEditing] = useState(false);
  const info = useQuery({ queryKey: KEY, queryFn: () => call(companyCalls.info) });
  const regions = useQuery(regionsQuery);
  const c = info.data;
  const text = (v: string | null | undefined) =>
    v || <Typography.Text type="secondary">{t('company.none')}</Typography.Text>;
  return (
    <Card
      title={t('company.title')}
      loading={info.isLoading}
      data-testid="company-info"
      extra={
        c?.editable && !editing ? (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="company-edit">
            {t('company.edit')}
          </Button>
        ) : null
      }
    >
      {c && editing ? (
        <CompanyForm info={c} onDone={() => setEditing(false)} />
      ) : c ? (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'unitName', label: t('account.register.unitName'), children: c.unitName },
              { key: 'creditCode', label: t('account.register.creditCode'), children: c.creditCode },
              {
                key: 'compType',
                label: t('account.register.compType'),
                children: typeName(c.compType),
              },
              {
                key: 'status',
                label: t('company.statusLabel'),
                children: (
                  <Tag
                    color={c.status === 'active' ? 'green' : c.status === 'pending' ? 'orange' : 'default'}
                  >
                    {t(`company.status.${c.status}`)}
                  </Tag>
                ),
              },
              {
                key: 'qualification',
                label: t('account.register.qualification'),
                children: text(c.qualification),
              },
              {
                key: 'region',
                label: t('account.register.region'),
                children: text(regionName(regions.data, c.areaList) || c.areaList.join(' / ')),
              },
              { key: 'address', label: t('account.register.address'), children: text(c.address) },
              { key: 'legalPerson', label: t('account.register.legalPerson'), children: text(c.legalPerson) },
              {
                key: 'legalPersonPhone',
                label: t('account.register.legalPersonPhone'),
                children: text(c.legalPersonPhone),
              },
              { key: 'technician', label: t('account.register.technician'), children: text(c.technician) },
              {
                key: 'technicianPhone',
                label: t('account.register.technicianPhone'),
                children: text(c.technicianPhone),
              },
              {
                key: 'loginCodeRequired',
                label: t('company.loginCodeRequired'),
                children: c.loginCodeRequired ? t('company.loginCodeOn') : t('company.loginCodeOff'),
              },
            ]}
          />
          {!c.editable && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('company.readOnly')}
            </Typography.Paragraph>
          )}
        </>
      ) : null}
    </Card>
  );
}
