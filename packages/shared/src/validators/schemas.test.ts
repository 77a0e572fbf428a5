import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as validators from './index';
import { RULE_MESSAGES, type RuleName, ruleMessage } from './messages';

const { required } = validators;

/** Every fixed field schema with its rule, one value it refuses and one it accepts. */
const FIELD_SCHEMAS: [string, z.ZodType, RuleName, string, string][] = [
  ['phoneSchema', validators.phoneSchema, 'phone', '12345678901', '13800138000'],
  ['citizenIdSchema', validators.citizenIdSchema, 'citizenId', '110101199003071230', '11010519491231002X'],
  ['creditCodeSchema', validators.creditCodeSchema, 'creditCode', '91350100M000100Y44', '91350100M000100Y43'],
  [
    'constructionPermitSchema',
    validators.constructionPermitSchema,
    'constructionPermit',
    '440106202302300101',
    '440106202305150101',
  ],
  ['usernameSchema', validators.usernameSchema, 'username', 'root', 'admin'],
  ['passwordSchema', validators.passwordSchema, 'password', 'abc12', 'abc123'],
  ['passwordMixedSchema', validators.passwordMixedSchema, 'passwordMixed', 'abcdef', 'abc123'],
  ['strongPasswordSchema', validators.strongPasswordSchema, 'strongPassword', 'abcdef12', 'Abcdef12'],
  ['unitNameSchema', validators.unitNameSchema, 'unitName', '中建', '筑基建设有限公司'],
  ['accountNameSchema', validators.accountNameSchema, 'accountName', 'zhang3', '张三'],
  ['personNameSchema', validators.personNameSchema, 'personName', '张三1', '张三'],
  ['addressSchema', validators.addressSchema, 'address', 'a b', '科技园1号'],
  ['buildNumberSchema', validators.buildNumberSchema, 'buildNumber', '0', '1#楼'],
  ['pileLabelSchema', validators.pileLabelSchema, 'pileLabel', 'P-1', 'P#1'],
  ['vehiclePlateSchema', validators.vehiclePlateSchema, 'vehiclePlate', '浙A1234', '浙A12345'],
  ['pileNumberListSchema', validators.pileNumberListSchema, 'pileNumberList', '1,,2', '1,3,5-10'],
  ['cageDiameterSchema', validators.cageDiameterSchema, 'cageDiameter', '800/', '800/900'],
  [
    'designPileLengthRangeSchema',
    validators.designPileLengthRangeSchema,
    'designPileLengthRange',
    '25-20',
    '20-25',
  ],
  ['priceSchema', validators.priceSchema, 'price', '0', '12.5'],
  ['amountSchema', validators.amountSchema, 'amount', '123456789', '0'],
  ['unitPriceSchema', validators.unitPriceSchema, 'nonNegativeDecimal2', '123456789.00', '0'],
  ['laborSchema', validators.laborSchema, 'labor', '1.25', '1.5'],
  ['areaSchema', validators.areaSchema, 'area', '0.00', '12.5'],
  ['materialQuantitySchema', validators.materialQuantitySchema, 'materialQuantity', '1.1234', '1.123'],
  ['cellFloorSchema', validators.cellFloorSchema, 'cellFloor', '1000', '12'],
  ['cellAreaSchema', validators.cellAreaSchema, 'cellArea', '0', '80.5'],
  ['buildHeightSchema', validators.buildHeightSchema, 'buildHeight', '1234567', '99.9'],
  ['axisCoordinateSchema', validators.axisCoordinateSchema, 'axisCoordinate', '-0', '-12.5'],
  ['elevationSchema', validators.elevationSchema, 'elevation', '-1', '0.000'],
  ['signedHeightSchema', validators.signedHeightSchema, 'signedHeight', '-1000', '-3.5'],
  ['realNumberSchema', validators.realNumberSchema, 'realNumber', '1.1234', '-1.5'],
  ['number2DecimalsSchema', validators.number2DecimalsSchema, 'number2Decimals', '1.234', '-1.23'],
  ['max7Int3DecimalsSchema', validators.max7Int3DecimalsSchema, 'max7Int3Decimals', '12345678', '1234567'],
  ['positiveDecimal1Schema', validators.positiveDecimal1Schema, 'positiveDecimal1', '0.0', '0.1'],
  ['positiveDecimal2Schema', validators.positiveDecimal2Schema, 'positiveDecimal2', '0.00', '0.01'],
  ['positiveDecimal3Schema', validators.positiveDecimal3Schema, 'positiveDecimal3', '0.000', '0.001'],
  ['nonNegativeDecimal1Schema', validators.nonNegativeDecimal1Schema, 'nonNegativeDecimal1', '-1', '0'],
  ['nonNegativeDecimal2Schema', validators.nonNegativeDecimal2Schema, 'nonNegativeDecimal2', '1.255', '0'],
  ['nonNegativeDecimal3Schema', validators.nonNegativeDecimal3Schema, 'nonNegativeDecimal3', '1.2555', '0'],
  [
    'nonZeroPositive3DecimalsSchema',
    validators.nonZeroPositive3DecimalsSchema,
    'nonZeroPositive3Decimals',
    '0.000',
    '0.5',
  ],
  ['numbersOnlySchema', validators.numbersOnlySchema, 'numbersOnly', 'abc', '-1.5'],
  ['digitsOnlySchema', validators.digitsOnlySchema, 'digitsOnly', '1.5', '0101'],
  ['positiveIntegerSchema', validators.positiveIntegerSchema, 'positiveInteger', '0', '1'],
  ['positiveIntegerOrZeroSchema', validators.positiveIntegerOrZeroSchema, 'positiveIntegerOrZero', '-1', '0'],
  ['nonZeroInt3Schema', validators.nonZeroInt3Schema, 'nonZeroInt3', '0', '-12'],
  ['positiveInt3Schema', validators.positiveInt3Schema, 'positiveInt3', '1000', '999'],
  ['twoDigitIntegerSchema', validators.twoDigitIntegerSchema, 'twoDigitInteger', '100', '99'],
  ['limitSchema', validators.limitSchema, 'limit', '0', '20'],
  ['directLimitSchema', validators.directLimitSchema, 'directLimit', '10000', '0'],
  ['assemblingSchema', validators.assemblingSchema, 'assembling', '100.01', '100'],
  ['percentageSchema', validators.percentageSchema, 'percentage', '0', '100'],
  ['percentageOrZeroSchema', validators.percentageOrZeroSchema, 'percentageOrZero', '100.001', '0'],
  ['weekValueSchema', validators.weekValueSchema, 'weekValue', '10001', '10000'],
];

const issueOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0];
};

describe.each(FIELD_SCHEMAS)('%s', (_name, schema, rule, bad, good) => {
  it(`when "${bad}" is parsed, then the issue carries the zh message and rule ${rule}`, () => {
    const issue = issueOf(schema, bad);
    expect(issue?.message).toBe(RULE_MESSAGES[rule].zh);
    expect(issue).toMatchObject({ code: 'custom', params: { rule } });
  });

  it(`when "${good}" is parsed, then it passes unchanged`, () => {
    expect(schema.parse(good)).toBe(good);
  });

  it('when the field is left empty, then the format schema lets it through', () => {
    expect(schema.safeParse('').success).toBe(true);
  });

  it('when a non-string is parsed, then it fails', () => {
    expect(schema.safeParse(12).success).toBe(false);
  });
});

describe('schema inventory', () => {
  it('when every exported fixed schema is listed, then the table above covers it under its own name', () => {
    const exported = new Map(
      Object.entries(validators).filter(
        ([key, value]) =>
          key.endsWith('Schema') && value instanceof z.ZodType && key !== 'codeRequestPhoneSchema',
      ),
    );
    expect([...exported.keys()].sort()).toEqual(FIELD_SCHEMAS.map(([name]) => name).sort());
    for (const [name, schema] of FIELD_SCHEMAS) expect(exported.get(name)).toBe(schema);
  });
});

describe('configurable schemas', () => {
  it.each([
    [validators.boundedPositiveIntegerSchema(5, 8), '8', 'boundedPositiveInteger', { low: 5, high: 8 }, '5'],
    [validators.boundedIntegerSchema({ min: -5, max: 5 }), '6', 'boundedInteger', { min: -5, max: 5 }, '-5'],
    [
      validators.decimalSchema({ intDigits: 2, decimals: 1, sign: 'positive' }),
      '123',
      'decimal',
      { intDigits: 2, decimals: 1 },
      '12.5',
    ],
    [validators.rangeSchema(100), '1-102', 'range', { limit: 100 }, '1-101'],
    [validators.useQuantitySchema('10'), '10.001', 'useQuantity', { stock: '10' }, '10'],
  ] as const)(
    'when %#: "%s" breaks the bound, then the message names the bound',
    (schema, bad, rule, params, good) => {
      const issue = issueOf(schema, bad);
      expect(issue?.message).toBe(ruleMessage(rule, 'zh', params));
      expect(issue?.message).not.toMatch(/\{\w+\}/);
      expect(issue).toMatchObject({ params: { ...params, rule } });
      expect(schema.safeParse(good).success).toBe(true);
    },
  );

  it('when a bounded schema is built, then its zh message shows the bounds', () => {
    expect(issueOf(validators.boundedPositiveIntegerSchema(5, 8), '9')?.message).toBe(
      '请输入不小于5且小于8的正整数',
    );
  });
});

describe('required', () => {
  it.each(['', '   '])('when "%s" is parsed, then only the required message is given', (value) => {
    const result = required(validators.phoneSchema).safeParse(value);
    expect(result.success ? [] : result.error.issues).toEqual([
      expect.objectContaining({ message: '此项不能为空', params: { rule: 'required' } }),
    ]);
  });

  it('when a filled but wrong value is parsed, then the format message is given', () => {
    expect(issueOf(required(validators.phoneSchema), '123')?.message).toBe('请输入正确的手机号码');
  });

  it('when a rule is named, then its message replaces the generic one', () => {
    expect(issueOf(required(validators.phoneSchema, 'phoneRequired'), '')?.message).toBe('手机号不能为空');
  });

  it('when a valid value is parsed, then it passes', () => {
    expect(required(validators.phoneSchema).parse('13800138000')).toBe('13800138000');
  });
});

describe('codeRequestPhoneSchema', () => {
  it.each(['', '123', '12345678901'])(
    'when "%s" is about to receive a code, then the phone is wrong',
    (value) => {
      expect(issueOf(validators.codeRequestPhoneSchema, value)).toMatchObject({
        message: '手机号码有误',
        params: { rule: 'phoneWrong' },
      });
    },
  );

  it('when a valid phone is about to receive a code, then it passes', () => {
    expect(validators.codeRequestPhoneSchema.parse('13800138000')).toBe('13800138000');
  });
});
