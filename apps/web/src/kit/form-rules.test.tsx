import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  accountNameSchema,
  creditCodeSchema,
  isPhone,
  passwordSchema,
  phoneSchema,
  required,
  ruleMessage,
  unitNameSchema,
} from '@zhuji/shared';
import { Button, Form, type FormInstance, type FormRule, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../app/i18n';
import { AppProviders } from '../app/providers';
import { requiredRule, sameAsRule, schemaRule, testRule, useRules } from './form-rules';

type RuleObject = Exclude<FormRule, (form: FormInstance) => unknown>;

/** Runs a rule's validator as antd would: resolves to the error message, or undefined when valid. */
async function check(rule: FormRule, value: unknown, fields: Record<string, unknown> = {}) {
  const form = { getFieldValue: (name: string) => fields[name] } as unknown as FormInstance;
  const resolved = (typeof rule === 'function' ? rule(form) : rule) as RuleObject;
  try {
    await resolved.validator?.(resolved as never, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh');
});

describe('schemaRule', () => {
  it.each([
    ['a valid phone', phoneSchema, '13805710001', undefined],
    ['a phone with 10 digits', phoneSchema, '1380571000', 'phone'],
    ['a phone starting 12', phoneSchema, '12805710001', 'phone'],
    ['an empty phone (format schemas let blanks through)', phoneSchema, '', undefined],
    ['a credit code with a wrong check character', creditCodeSchema, '91330106MA2H3ABC1X', 'creditCode'],
    ['a unit name with digits', unitNameSchema, '筑基科技123', 'unitName'],
    ['a valid unit name', unitNameSchema, '筑基科技（杭州）有限公司', undefined],
    ['an account name with digits', accountNameSchema, 'admin1', 'accountName'],
    ['a password of 5 characters', passwordSchema, 'ab123', 'password'],
    ['a password with a symbol', passwordSchema, 'Zhuji@2026', undefined],
  ] as const)('when the value is %s, then the shared rule decides', async (_name, schema, value, rule) => {
    expect(await check(schemaRule(schema, 'zh'), value)).toBe(rule && ruleMessage(rule, 'zh'));
  });

  it('when a value fails, then the message is in the requested language', async () => {
    expect(await check(schemaRule(phoneSchema, 'en'), '123')).toBe('Please enter a valid mobile number');
    expect(await check(schemaRule(phoneSchema, 'es'), '123')).toBe('Introduzca un número de móvil válido');
  });

  it('when the schema is wrapped in required(), then a blank value gets the required message', async () => {
    expect(await check(schemaRule(required(phoneSchema, 'phoneRequired'), 'zh'), '  ')).toBe(
      '手机号不能为空',
    );
    expect(await check(schemaRule(required(phoneSchema, 'phoneRequired'), 'en'), '')).toBe(
      'Mobile number must not be empty',
    );
  });

  it('when the value is not a string, then it is checked as text', async () => {
    expect(await check(schemaRule(phoneSchema, 'zh'), 13805710001)).toBeUndefined();
    expect(await check(schemaRule(phoneSchema, 'zh'), undefined)).toBeUndefined();
  });
});

describe('testRule, requiredRule and sameAsRule', () => {
  it('when an isXxx test fails, then the named rule message shows; empty passes', async () => {
    expect(await check(testRule(isPhone, 'phoneWrong', 'zh'), '123')).toBe('手机号码有误');
    expect(await check(testRule(isPhone, 'phoneWrong', 'en'), '123')).toBe('The mobile number is wrong');
    expect(await check(testRule(isPhone, 'phoneWrong', 'zh'), '')).toBeUndefined();
    expect(await check(testRule(isPhone, 'phoneWrong', 'zh'), '13805710001')).toBeUndefined();
  });

  it('when a rule has placeholders, then the params fill them', async () => {
    const rule = testRule(() => false, 'useQuantity', 'zh', { stock: 12 });
    expect(await check(rule, '13')).toBe('使用数量不能超过库存数量12');
  });

  it('when required, then blanks count as empty and the named message is used', () => {
    expect(requiredRule('zh', 'nameRequired')).toEqual({
      required: true,
      whitespace: true,
      message: '姓名不能为空',
    });
    expect(requiredRule('es')).toMatchObject({ message: 'Este campo es obligatorio' });
  });

  it('when the confirmation differs from the password (or is empty), then the mismatch message shows', async () => {
    const rule = sameAsRule('password', 'zh');
    expect(await check(rule, 'abc123', { password: 'abc123' })).toBeUndefined();
    expect(await check(rule, 'abc124', { password: 'abc123' })).toBe('两次输入的密码不一致!');
    expect(await check(rule, '', { password: 'abc123' })).toBe('两次输入的密码不一致!');
    expect(await check(rule, undefined, { password: undefined })).toBeUndefined();
    expect(await check(sameAsRule('password', 'en'), 'x', { password: 'y' })).toBe(
      'The two passwords do not match!',
    );
  });
});

function PhoneForm() {
  const rules = useRules();
  return (
    <Form>
      <Form.Item
        name="phone"
        label="phone"
        rules={[rules.required('phoneRequired'), rules.schema(phoneSchema)]}
      >
        <Input />
      </Form.Item>
      <Button htmlType="submit">submit</Button>
    </Form>
  );
}

describe('useRules in a form', () => {
  it('when submitted empty, then the form shows the required message of the UI language', async () => {
    render(
      <AppProviders>
        <PhoneForm />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('手机号不能为空', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('when the UI is English and the phone is wrong, then the English message shows', async () => {
    await i18n.changeLanguage('en');
    render(
      <AppProviders>
        <PhoneForm />
      </AppProviders>,
    );
    fireEvent.change(screen.getByLabelText('phone'), { target: { value: '123' } });
    expect(await screen.findByText('Please enter a valid mobile number', {}, { timeout: 5000 })).toBeTruthy();
  });
});
