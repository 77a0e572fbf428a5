import { AuditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountNameSchema,
  addressSchema,
  COMPANY_TYPE,
  creditCodeSchema,
  isCreditCode,
  LOGIN_ROUTE,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  unitNameSchema,
} from '@zhuji/shared';
import {
  Button,
  Col,
  Divider,
  Flex,
  Form,
  type FormRule,
  Input,
  Result,
  Row,
  Select,
  Typography,
  theme,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCompanyTypeName } from '../../../kit/company-type-name';
import { useRules } from '../../../kit/form-rules';
import { PublicCardPage } from '../../../kit/public-frame';
import { RegionCascader } from '../../../kit/region-cascader';
import { useSubmit } from '../../../kit/use-submit';
import { VerificationCodeButton } from '../../../kit/verification-code-button';
import { encryptWithFreshKey } from '../../../session/account';
import { RegistrationStatus, rememberRegistration } from '../../../session/registration-status';
import {
  accountKeys,
  fetchQualifications,
  type RegisterResult,
  registerCompany,
  verifyCompany,
} from '../account.api';

/** The company types a company may register as (1 contractor … 8 regulator; 9 is the platform). */
const REGISTRABLE_TYPES = [
  COMPANY_TYPE.CONTRACTOR,
  COMPANY_TYPE.OWNER,
  COMPANY_TYPE.SUPERVISOR,
  COMPANY_TYPE.SURVEYOR,
  COMPANY_TYPE.DESIGNER,
  COMPANY_TYPE.TESTING_LAB,
  COMPANY_TYPE.SUPPLIER,
  COMPANY_TYPE.REGULATOR,
] as const;

interface RegisterForm {
  unitName: string;
  creditCode: string;
  compType?: number;
  qualification?: string;
  areaList?: string[];
  address: string;
  legalPerson: string;
  legalPersonPhone: string;
  technician?: string;
  technicianPhone?: string;
  account: string;
  name: string;
  phone: string;
  code: string;
  password: string;
  passwordConfirm: string;
}

interface Submitted {
  result: RegisterResult;
  unit: string;
  account: string;
  creditCode: string;
}

const trim = (value: string | undefined) => value?.trim() ?? '';

/** /register (docs/product.md §2.1): a company and its administrator account, reviewed by the platform. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState<Submitted>();

  // The result replaces a long form: show it from the top, not where the submit button was.
  useEffect(() => {
    if (submitted) window.scrollTo({ top: 0 });
  }, [submitted]);

  if (submitted) {
    const pending = submitted.result.status === 'pending';
    const names = { unit: submitted.unit, account: submitted.account };
    return (
      <PublicCardPage title={t('account.register.title')} width={560}>
        <Result
          status={pending ? 'info' : 'success'}
          icon={pending ? <AuditOutlined style={{ color: token.colorPrimary }} /> : undefined}
          title={t(pending ? 'account.register.pendingTitle' : 'account.register.activeTitle')}
          subTitle={t(
            pending ? 'account.register.pendingDescription' : 'account.register.activeDescription',
            names,
          )}
          extra={
            <Button type="primary" onClick={() => void navigate(LOGIN_ROUTE)}>
              {t('account.register.goLogin')}
            </Button>
          }
          style={{ padding: '8px 0' }}
        />
        <RegistrationStatus creditCode={submitted.creditCode} />
      </PublicCardPage>
    );
  }

  return (
    <PublicCardPage
      title={t('account.register.title')}
      description={t('account.register.description')}
      width={760}
      footer={
        <Typography.Text type="secondary">
          {t('account.register.haveAccount')} <Link to={LOGIN_ROUTE}>{t('account.register.toLogin')}</Link>
        </Typography.Text>
      }
    >
      <RegisterFormBody onDone={setSubmitted} />
    </PublicCardPage>
  );
}

function RegisterFormBody({ onDone }: { onDone: (submitted: Submitted) => void }) {
  const { t } = useTranslation();
  const typeName = useCompanyTypeName();
  const rules = useRules();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RegisterForm>();
  const compType = Form.useWatch('compType', form);
  const qualifications = useQuery({
    queryKey: accountKeys.qualifications(compType),
    queryFn: () => fetchQualifications(compType!),
    enabled: compType !== undefined,
    staleTime: 5 * 60_000,
  });

  // On blur only: warns (without blocking) when the credit code already belongs to a company.
  const creditCodeTaken: FormRule = {
    warningOnly: true,
    validateTrigger: 'onBlur',
    validator: async (_rule, value: unknown) => {
      const code = typeof value === 'string' ? value.trim() : '';
      if (!isCreditCode(code)) return;
      let answer: Awaited<ReturnType<typeof verifyCompany>>;
      try {
        answer = await queryClient.fetchQuery({
          queryKey: accountKeys.verifyCompany(code),
          queryFn: () => verifyCompany(code),
          staleTime: 30_000,
        });
      } catch {
        return; // Shown by the request layer; the server checks again on submit.
      }
      if (answer.registered) {
        throw new Error(t('account.register.creditCodeTaken', { name: answer.name ?? code }));
      }
    },
  };

  const { submitting, submit } = useSubmit(async (values: RegisterForm) => {
    const password = await encryptWithFreshKey(values.password);
    const result = await registerCompany({
      unitName: trim(values.unitName),
      creditCode: trim(values.creditCode),
      compType: values.compType!,
      areaList: values.areaList ?? [],
      address: trim(values.address),
      legalPerson: trim(values.legalPerson),
      legalPersonPhone: trim(values.legalPersonPhone),
      technician: trim(values.technician) || undefined,
      technicianPhone: trim(values.technicianPhone) || undefined,
      qualification: values.qualification || undefined,
      account: trim(values.account),
      name: trim(values.name),
      phone: trim(values.phone),
      code: trim(values.code),
      password,
    });
    const creditCode = trim(values.creditCode).toUpperCase();
    rememberRegistration(creditCode);
    onDone({ result, unit: trim(values.unitName), account: trim(values.account), creditCode });
  });

  const half = { xs: 24, md: 12 } as const;

  return (
    <Form<RegisterForm>
      form={form}
      layout="vertical"
      requiredMark
      scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: Partial<RegisterForm>) => {
        // A qualification belongs to one company type.
        if ('compType' in changed) form.setFieldValue('qualification', undefined);
      }}
    >
      <Divider titlePlacement="start" style={{ marginTop: 0 }}>
        {t('account.register.companySection')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="unitName"
            label={t('account.register.unitName')}
            rules={[rules.required(), rules.schema(unitNameSchema)]}
          >
            <Input placeholder={t('account.register.unitNamePlaceholder')} maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="creditCode"
            label={t('account.register.creditCode')}
            validateTrigger={['onChange', 'onBlur']}
            normalize={(value: string | undefined) => value?.toUpperCase()}
            rules={[rules.required(), rules.schema(creditCodeSchema), creditCodeTaken]}
          >
            <Input placeholder={t('account.register.creditCodePlaceholder')} maxLength={18} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="compType"
            label={t('account.register.compType')}
            rules={[{ required: true, message: t('account.register.compTypeRequired') }]}
          >
            <Select
              placeholder={t('account.register.compTypePlaceholder')}
              options={REGISTRABLE_TYPES.map((value) => ({ value, label: typeName(value) }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="qualification" label={t('account.register.qualification')}>
            <Select
              allowClear
              disabled={compType === undefined}
              loading={qualifications.isFetching}
              placeholder={
                compType === undefined
                  ? t('account.register.qualificationNeedsType')
                  : t('account.register.qualificationPlaceholder')
              }
              options={qualifications.data}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="areaList"
            label={t('account.register.region')}
            rules={[{ required: true, type: 'array', len: 3, message: t('account.register.regionRequired') }]}
          >
            <RegionCascader />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="address"
            label={t('account.register.address')}
            rules={[rules.required(), rules.schema(addressSchema)]}
          >
            <Input placeholder={t('account.register.addressPlaceholder')} maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="legalPerson"
            label={t('account.register.legalPerson')}
            rules={[rules.required(), rules.schema(personNameSchema)]}
          >
            <Input placeholder={t('account.register.legalPersonPlaceholder')} maxLength={30} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="legalPersonPhone"
            label={t('account.register.legalPersonPhone')}
            rules={[rules.required('phoneRequired'), rules.schema(phoneSchema)]}
          >
            <Input placeholder={t('account.field.phonePlaceholder')} maxLength={11} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="technician"
            label={t('account.register.technician')}
            rules={[rules.schema(personNameSchema)]}
          >
            <Input placeholder={t('account.register.technicianPlaceholder')} maxLength={30} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="technicianPhone"
            label={t('account.register.technicianPhone')}
            rules={[rules.schema(phoneSchema)]}
          >
            <Input
              placeholder={t('account.register.technicianPhonePlaceholder')}
              maxLength={11}
              inputMode="tel"
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('account.register.adminSection')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="account"
            label={t('account.register.account')}
            rules={[rules.required(), rules.schema(accountNameSchema)]}
          >
            <Input
              placeholder={t('account.register.accountPlaceholder')}
              maxLength={20}
              autoComplete="username"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="name"
            label={t('account.register.adminName')}
            rules={[rules.required('nameRequired'), rules.schema(personNameSchema)]}
          >
            <Input placeholder={t('account.field.namePlaceholder')} maxLength={30} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="phone"
            label={t('account.register.adminPhone')}
            rules={[rules.required('phoneRequired'), rules.schema(phoneSchema)]}
          >
            <Input
              placeholder={t('account.field.phonePlaceholder')}
              maxLength={11}
              inputMode="tel"
              autoComplete="tel"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label={t('account.field.code')} required>
            <Flex gap="small">
              <Form.Item name="code" noStyle rules={[rules.required('codeRequired')]}>
                <Input
                  placeholder={t('account.field.codePlaceholder')}
                  maxLength={12}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  aria-label={t('account.field.code')}
                />
              </Form.Item>
              <VerificationCodeButton purpose="register" phoneField="phone" />
            </Flex>
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="password"
            label={t('account.field.password')}
            rules={[rules.required('passwordRequired'), rules.schema(passwordSchema)]}
          >
            <Input.Password
              placeholder={t('account.field.passwordPlaceholder')}
              autoComplete="new-password"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="passwordConfirm"
            label={t('account.field.passwordConfirm')}
            required
            dependencies={['password']}
            rules={[rules.sameAs('password')]}
          >
            <Input.Password
              placeholder={t('account.field.passwordConfirmPlaceholder')}
              autoComplete="new-password"
            />
          </Form.Item>
        </Col>
      </Row>

      <Form.Item style={{ marginBottom: 0, marginTop: 8 }}>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('account.register.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
