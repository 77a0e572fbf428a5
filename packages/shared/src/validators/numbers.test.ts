import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal, isDecimal, isZeroDecimal } from './decimal';
import {
  isAmount,
  isArea,
  isAssembling,
  isAxisCoordinate,
  isBoundedInteger,
  isBoundedPositiveInteger,
  isBuildHeight,
  isCellArea,
  isCellFloor,
  isDigitsOnly,
  isDirectLimit,
  isElevation,
  isLabor,
  isLimit,
  isMaterialQuantity,
  isMax7Int3Decimals,
  isNonNegativeDecimal1,
  isNonNegativeDecimal2,
  isNonNegativeDecimal3,
  isNonZeroInt3,
  isNonZeroPositive3Decimals,
  isNumber2Decimals,
  isNumbersOnly,
  isPercentage,
  isPercentageOrZero,
  isPositiveDecimal1,
  isPositiveDecimal2,
  isPositiveDecimal3,
  isPositiveInt3,
  isPositiveInteger,
  isPositiveIntegerOrZero,
  isPrice,
  isRange,
  isRealNumber,
  isSignedHeight,
  isTwoDigitInteger,
  isWeekValue,
  isWithinStock,
} from './numbers';

type Rule = (value: string) => boolean;

/** Per rule: strings that must pass and strings that must fail. */
const CASES: Record<string, { rule: Rule; accept: string[]; reject: string[] }> = {
  isPrice: {
    rule: isPrice,
    accept: ['1', '0.01', '0.0001', '12345678.1234', '99999999'],
    reject: [
      '0',
      '0.0',
      '0.0000',
      '123456789',
      '12345678.12345',
      '-1',
      '+1',
      '01',
      '00.1',
      '1.',
      '.5',
      '1e3',
      ' 1',
      '1,000',
      '',
    ],
  },
  isAmount: {
    rule: isAmount,
    accept: ['0', '0.0000', '100', '12345678.1234'],
    reject: ['-1', '123456789', '1.12345', '00', 'abc', ''],
  },
  isLabor: { rule: isLabor, accept: ['0', '3', '12345678.5'], reject: ['1.25', '123456789', '-1'] },
  isArea: {
    rule: isArea,
    accept: ['0.01', '1234567890.12'],
    reject: ['0', '0.00', '12345678901', '1.123'],
  },
  isMaterialQuantity: {
    rule: isMaterialQuantity,
    accept: ['0', '1234567890.123'],
    reject: ['12345678901', '1.1234', '-0.5'],
  },
  isCellFloor: { rule: isCellFloor, accept: ['1', '0.5', '999.99'], reject: ['0', '1000', '1.123', '-1'] },
  isCellArea: { rule: isCellArea, accept: ['12345678.12', '1'], reject: ['123456789', '0.00', '1.123'] },
  isBuildHeight: { rule: isBuildHeight, accept: ['3', '123456.78'], reject: ['1234567', '0', '1.234'] },
  isAxisCoordinate: {
    rule: isAxisCoordinate,
    accept: ['0', '-0.5', '123456789012.1234', '-123456789012.1234'],
    reject: ['1234567890123', '1.12345', '-0', '-0.0', '--1', '+1', '-'],
  },
  isElevation: {
    rule: isElevation,
    accept: ['0', '0.000', '12.5', '999.999'],
    reject: ['-1', '1000', '1.1234', '.5'],
  },
  isSignedHeight: {
    rule: isSignedHeight,
    accept: ['0', '-0.5', '12.345', '-999.999'],
    reject: ['-1000', '-0', '1.1234', '-.5'],
  },
  isRealNumber: {
    rule: isRealNumber,
    accept: ['0', '5', '-123456789012.123'],
    reject: ['1234567890123', '1.1234', '-', '-0.000'],
  },
  isNumber2Decimals: {
    rule: isNumber2Decimals,
    accept: ['0', '-1.25', '12345678901234'],
    reject: ['1.234', 'abc', '-0', '01.5'],
  },
  isMax7Int3Decimals: {
    rule: isMax7Int3Decimals,
    accept: ['0', '1234567.123'],
    reject: ['12345678', '1.1234', '-1'],
  },
  isPositiveDecimal1: {
    rule: isPositiveDecimal1,
    accept: ['0.1', '5', '123456789.5'],
    reject: ['0', '0.0', '1.25', '00.1', '-1'],
  },
  isPositiveDecimal2: {
    rule: isPositiveDecimal2,
    accept: ['0.01', '5.25'],
    reject: ['0.00', '1.255', '001'],
  },
  isPositiveDecimal3: {
    rule: isPositiveDecimal3,
    accept: ['0.001', '5.255'],
    reject: ['0.000', '1.2555', '00.5'],
  },
  isNonNegativeDecimal1: {
    rule: isNonNegativeDecimal1,
    accept: ['0', '0.0', '1.5'],
    reject: ['-0.5', '1.25', '00'],
  },
  isNonNegativeDecimal2: {
    rule: isNonNegativeDecimal2,
    accept: ['0', '0.00', '1.25'],
    reject: ['-1', '1.255', '01'],
  },
  isNonNegativeDecimal3: {
    rule: isNonNegativeDecimal3,
    accept: ['0.000', '1.255'],
    reject: ['1.2555', '-0.001'],
  },
  isNonZeroPositive3Decimals: {
    rule: isNonZeroPositive3Decimals,
    accept: ['0.001', '12.5', '7'],
    reject: ['0', '0.0', '0.00', '0.000', '1.2345', '-1', '00.5'],
  },
  isNumbersOnly: {
    rule: isNumbersOnly,
    accept: ['0', '123', '-12.5', '0.001'],
    reject: ['abc', '12a', '1.2.3', '01', '-', ''],
  },
  isDigitsOnly: { rule: isDigitsOnly, accept: ['0', '0101', '123'], reject: ['-1', '1.5', 'a1', ''] },
  isPositiveInteger: { rule: isPositiveInteger, accept: ['1', '100'], reject: ['0', '01', '-1', '1.0'] },
  isPositiveIntegerOrZero: {
    rule: isPositiveIntegerOrZero,
    accept: ['0', '5', '120'],
    reject: ['00', '-1', '1.5'],
  },
  isNonZeroInt3: {
    rule: isNonZeroInt3,
    accept: ['1', '-1', '999', '-999'],
    reject: ['0', '-0', '1000', '01', '1.5'],
  },
  isPositiveInt3: { rule: isPositiveInt3, accept: ['1', '999'], reject: ['0', '-1', '1000', '012'] },
  isTwoDigitInteger: {
    rule: isTwoDigitInteger,
    accept: ['0', '9', '99'],
    reject: ['100', '01', '-1', '1.5'],
  },
  isLimit: { rule: isLimit, accept: ['1', '20', '9999'], reject: ['0', '10000', '01'] },
  isDirectLimit: { rule: isDirectLimit, accept: ['0', '1', '9999'], reject: ['00', '10000', '-1'] },
  isAssembling: {
    rule: isAssembling,
    accept: ['0.01', '50', '99.99', '100', '100.00'],
    reject: ['0', '0.00', '100.01', '101', '1.234', '-1'],
  },
  isPercentage: {
    rule: isPercentage,
    accept: ['0.001', '33.333', '100', '100.000'],
    reject: ['0', '0.000', '100.001', '33.3333', '1000'],
  },
  isPercentageOrZero: {
    rule: isPercentageOrZero,
    accept: ['0', '0.000', '100'],
    reject: ['100.001', '-1', '00'],
  },
  isWeekValue: {
    rule: isWeekValue,
    accept: ['0', '12.5', '9999.9999', '10000', '10000.0'],
    reject: ['10000.01', '10001', '100000', '-1', 'abc'],
  },
};

describe.each(Object.entries(CASES))('%s', (name, { rule, accept, reject }) => {
  it.each(accept)(`when "%s" is entered, then ${name} passes it`, (value) => expect(rule(value)).toBe(true));
  it.each(reject)(`when "%s" is entered, then ${name} rejects it`, (value) =>
    expect(rule(value)).toBe(false),
  );
});

describe('isBoundedPositiveInteger', () => {
  it.each([
    ['1', 1, 10, true],
    ['9', 1, 10, true],
    ['10', 1, 10, false],
    ['0', 0, 10, false],
    ['4', 5, 8, false],
    ['5', 5, 8, true],
    ['7', 5, 8, true],
    ['8', 5, 8, false],
    ['05', 1, 10, false],
    ['99999999999999999999', 1, Number.MAX_SAFE_INTEGER, false],
  ])('when %s is checked against [%i, %i), then the result is %s', (value, low, high, expected) =>
    expect(isBoundedPositiveInteger(value, low, high)).toBe(expected),
  );
});

describe('isBoundedInteger', () => {
  it.each([
    ['-5', true],
    ['0', true],
    ['5', true],
    ['-6', false],
    ['6', false],
    ['-0', false],
    ['05', false],
    ['1.0', false],
  ])('when %s is checked against [-5, 5], then the result is %s', (value, expected) =>
    expect(isBoundedInteger(value, { min: -5, max: 5 })).toBe(expected),
  );
});

describe('isDecimal', () => {
  it.each([
    ['12.5', { intDigits: 2, decimals: 1, sign: 'positive' } as const, true],
    ['123', { intDigits: 2, decimals: 1, sign: 'positive' } as const, false],
    ['0', { intDigits: 2, decimals: 1, sign: 'positive' } as const, false],
    ['0', { intDigits: 2, decimals: 1, sign: 'nonNegative' } as const, true],
    ['-1.5', { intDigits: 2, decimals: 1, sign: 'nonNegative' } as const, false],
    ['-1.5', { intDigits: 2, decimals: 1, sign: 'signed' } as const, true],
    ['12', { intDigits: 2, decimals: 0, sign: 'positive' } as const, true],
    ['12.0', { intDigits: 2, decimals: 0, sign: 'positive' } as const, false],
    ['1.123456789', { sign: 'positive' } as const, true],
  ])('when %s is checked with %o, then the result is %s', (value, format, expected) =>
    expect(isDecimal(value, format)).toBe(expected),
  );

  it.each(['0', '0.0', '0.000'])('when %s is checked, then it is a zero', (value) =>
    expect(isZeroDecimal(value)).toBe(true),
  );
  it.each(['0.001', '10', '00'])('when %s is checked, then it is not a zero', (value) =>
    expect(isZeroDecimal(value)).toBe(false),
  );
});

describe('isRange', () => {
  it.each(['1-1', '5-10', '1-101', '100-200'])(
    'when the range is %s with limit 100, then it passes',
    (value) => expect(isRange(value, 100)).toBe(true),
  );
  it.each([
    ['10-5', 'the start is above the end'],
    ['1-102', 'the span exceeds the limit'],
    ['0-5', 'the start is zero'],
    ['01-5', 'the start has a leading zero'],
    ['1-', 'the end is missing'],
    ['1--5', 'the end is negative'],
    ['1 - 5', 'spaces'],
    ['a-b', 'letters'],
    ['5', 'a single number'],
  ])('when the range is %s (%s), then it fails', (value) => expect(isRange(value, 100)).toBe(false));
});

describe('isWithinStock', () => {
  it.each([
    ['5', '10'],
    ['10', '10'],
    ['10.000', '10'],
    ['9.999', '10'],
    ['0.001', 0.001],
    ['0', 0],
    ['5', 1e21],
    ['1234567890.123', '99999999999'],
  ])('when %s is used from a stock of %s, then it passes', (use, stock) =>
    expect(isWithinStock(use, stock)).toBe(true),
  );
  it.each([
    ['10.001', '10'],
    ['11', 10],
    ['0.001', 1e-7],
    ['-1', '10'],
    ['5', -1],
    ['5', Number.NaN],
    ['5', 'abc'],
    ['1.2345', '10'],
    ['', '10'],
  ])('when %s is used from a stock of %s, then it fails', (use, stock) =>
    expect(isWithinStock(use, stock)).toBe(false),
  );
});

// ---------------------------------------------------------------------------
// Properties of the string policy
// ---------------------------------------------------------------------------

const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

/** A canonical integer part with 1..maxDigits digits. */
const intPart = (maxDigits: number) =>
  fc.oneof(
    fc.constant('0'),
    fc
      .tuple(fc.constantFrom(...'123456789'), digitString(0, maxDigits - 1))
      .map(([head, tail]) => head + tail),
  );

const fraction = (maxDecimals: number) => fc.option(digitString(1, maxDecimals), { nil: undefined });

const decimalString = (maxDigits: number, maxDecimals: number) =>
  fc.tuple(intPart(maxDigits), fraction(maxDecimals)).map(([i, f]) => (f === undefined ? i : `${i}.${f}`));

/** Exact value in ten-thousandths for strings with at most 4 decimals. */
const scaled = (value: string): bigint => {
  const [i = '0', f = ''] = value.split('.');
  return BigInt(i + f.padEnd(4, '0'));
};

describe('numeric properties', () => {
  it('when the integer part has at most 8 digits and at most 4 decimals, then the amount passes', () => {
    fc.assert(fc.property(decimalString(8, 4), isAmount));
  });

  it('when the integer part has 9 digits, then the amount and the price never pass', () => {
    const nineDigits = fc
      .tuple(fc.constantFrom(...'123456789'), digitString(8, 8), fraction(4))
      .map(([h, t, f]) => (f === undefined ? h + t : `${h}${t}.${f}`));
    fc.assert(fc.property(nineDigits, (value) => !isAmount(value) && !isPrice(value)));
  });

  it('when there are 5 or more decimals, then the amount never passes however small the excess', () => {
    fc.assert(
      fc.property(intPart(8), digitString(5, 12), (i, f) => !isAmount(`${i}.${f}`) && !isPrice(`${i}.${f}`)),
    );
  });

  it('when an amount passes, then the price passes exactly when it is not zero', () => {
    fc.assert(fc.property(decimalString(8, 4), (value) => isPrice(value) === (scaled(value) !== 0n)));
  });

  it('when a number is given a leading zero, then no numeric rule passes it', () => {
    const rules: Rule[] = [
      isPrice,
      isAmount,
      isArea,
      isMaterialQuantity,
      isRealNumber,
      isPositiveDecimal3,
      isWeekValue,
    ];
    fc.assert(fc.property(decimalString(6, 3), (value) => rules.every((rule) => !rule(`0${value}`))));
  });

  it('when a signed coordinate is negated, then it passes exactly when the unsigned one passes and is not zero', () => {
    fc.assert(
      fc.property(
        decimalString(13, 5),
        (value) => isAxisCoordinate(`-${value}`) === (isAxisCoordinate(value) && !isZeroDecimal(value)),
      ),
    );
  });

  it('when a percentage has at most 3 decimals, then it passes exactly when it is above 0 and at most 100', () => {
    fc.assert(
      fc.property(decimalString(3, 3), (value) => {
        const v = scaled(value);
        return isPercentage(value) === (v > 0n && v <= 1_000_000n);
      }),
    );
  });

  it('when an assembling value has at most 2 decimals, then it passes exactly when it is in (0, 100]', () => {
    fc.assert(
      fc.property(decimalString(3, 2), (value) => {
        const v = scaled(value);
        return isAssembling(value) === (v > 0n && v <= 1_000_000n);
      }),
    );
  });

  it('when a week value has at most 4 decimals, then it passes exactly when it is at most 10000', () => {
    fc.assert(
      fc.property(decimalString(6, 4), (value) => isWeekValue(value) === scaled(value) <= 100_000_000n),
    );
  });

  it('when two decimals are compared, then the order matches their exact values', () => {
    fc.assert(
      fc.property(decimalString(10, 4), decimalString(10, 4), (a, b) => {
        const diff = scaled(a) - scaled(b);
        return compareDecimal(a, b) === (diff < 0n ? -1 : diff > 0n ? 1 : 0);
      }),
    );
  });

  it('when a positive integer is generated, then it is bounded exactly by [low, high)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.nat(5000),
        fc.nat(5000),
        (n, low, high) => isBoundedPositiveInteger(String(n), low, high) === (n >= low && n < high),
      ),
    );
  });

  it('when a range is generated, then it passes exactly when start ≤ end and the span is within the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.nat(300),
        (s, e, limit) => isRange(`${s}-${e}`, limit) === (s <= e && e - s <= limit),
      ),
    );
  });
});
