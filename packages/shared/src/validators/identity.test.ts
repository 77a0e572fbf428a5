import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  citizenIdCheckChar,
  creditCodeCheckChar,
  isAccountName,
  isAddress,
  isBuildNumber,
  isCageDiameter,
  isCitizenId,
  isConstructionPermit,
  isCreditCode,
  isDesignPileLengthRange,
  isPassword,
  isPasswordMixed,
  isPersonName,
  isPhone,
  isPileLabel,
  isPileNumberList,
  isStrongPassword,
  isUnitName,
  isUsername,
  isVehiclePlate,
} from './identity';

// The check digits below are computed here, independently of the implementation.
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const withIdCheck = (first17: string): string => {
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * ID_WEIGHTS[i]!, 0);
  return first17 + '10X98765432'[sum % 11];
};

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const withCreditCheck = (first17: string): string => {
  const sum = [...first17].reduce((acc, c, i) => acc + CREDIT_CHARS.indexOf(c) * CREDIT_WEIGHTS[i]!, 0);
  return first17 + CREDIT_CHARS[(31 - (sum % 31)) % 31];
};

const RULES_BY_NAME = {
  isAccountName,
  isAddress,
  isBuildNumber,
  isPassword,
  isPasswordMixed,
  isPersonName,
  isPileLabel,
  isPileNumberList,
  isStrongPassword,
  isUnitName,
} satisfies Record<string, (value: string) => boolean>;
const byName = (rule: string, value: string) => RULES_BY_NAME[rule as keyof typeof RULES_BY_NAME](value);

// An instant, not a device-local time: "today" is read in the business zone (Asia/Shanghai by default).
const TODAY = new Date('2024-06-15T10:30:00+08:00');
const PROVINCES =
  '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82'.split(
    ' ',
  );
const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const yyyymmdd = (d: Date) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
const birthDate = fc
  .date({ min: new Date(1900, 0, 1), max: new Date(2024, 5, 15), noInvalidDate: true })
  .map(yyyymmdd);
const validCitizenId = fc
  .tuple(fc.constantFrom(...PROVINCES), digits(4), birthDate, digits(3))
  .map(([province, area, date, seq]) => withIdCheck(`${province}${area}${date}${seq}`));

describe('isPhone', () => {
  it.each(['13800138000', '19912345678', '15000000000', '16600001111'])(
    'when the mobile number is %s, then it passes',
    (value) => expect(isPhone(value)).toBe(true),
  );
  it.each([
    ['12345678901', 'the second digit is 2 (the spec example)'],
    ['11012345678', 'the second digit is 1'],
    ['1380013800', 'it has 10 digits'],
    ['138001380001', 'it has 12 digits'],
    ['23800138000', 'it does not start with 1'],
    ['+8613800138000', 'it carries a country code'],
    ['138 0013 8000', 'it contains spaces'],
    ['', 'it is empty'],
  ])('when the mobile number is %s (%s), then it fails', (value) => expect(isPhone(value)).toBe(false));
});

describe('isCitizenId', () => {
  it.each([
    [withIdCheck('11010119900307123'), 'a Beijing number born 1990-03-07'],
    ['11010519491231002X', 'the standard sample ending in X'],
    ['11010519491231002x', 'the same sample with a lower-case x'],
    [withIdCheck('44030120000229001'), 'born on 29 February of a leap year'],
    [withIdCheck('81000019851120012'), 'a Hong Kong region code'],
    [withIdCheck('11010120240615001'), 'born today'],
    [withIdCheck('65010119000101001'), 'born on 1900-01-01'],
  ])('when the number is %s (%s), then it passes', (value) => expect(isCitizenId(value, TODAY)).toBe(true));

  const good = withIdCheck('11010119900307123');
  const wrongCheck = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
  it.each([
    [wrongCheck, 'the check digit is wrong'],
    [good.slice(0, 17), 'it has 17 characters'],
    [`${good}1`, 'it has 19 characters'],
    [withIdCheck('99010119900307123'), 'province 99 does not exist'],
    [withIdCheck('10010119900307123'), 'province 10 does not exist'],
    [withIdCheck('11010119900230123'), 'the birth date is 30 February'],
    [withIdCheck('11010119000229123'), '1900 is not a leap year'],
    [withIdCheck('11010120230229123'), '2023 is not a leap year'],
    [withIdCheck('11010119901301123'), 'the month is 13'],
    [withIdCheck('11010119900100123'), 'the day is 00'],
    [withIdCheck('11010120240616123'), 'the birth date is tomorrow'],
    ['440524188001010014', 'the birth year 1880 is before 1900'],
    ['1101011990030712X3', 'an X sits before the end'],
    [`A${good.slice(1)}`, 'it contains a letter'],
    ['', 'it is empty'],
  ])('when the number is %s (%s), then it fails', (value) => expect(isCitizenId(value, TODAY)).toBe(false));

  it('when no date is given, then the birth date is checked against the real today', () => {
    expect(isCitizenId(withIdCheck('11010119900307123'))).toBe(true);
    expect(isCitizenId(withIdCheck('11010129990101123'))).toBe(false);
  });

  it('when 17 digits are given, then citizenIdCheckChar agrees with the standard', () => {
    expect(citizenIdCheckChar('11010519491231002')).toBe('X');
  });

  it('when any valid number is generated, then it passes', () => {
    fc.assert(fc.property(validCitizenId, (id) => isCitizenId(id, TODAY)));
  });

  it('when the check character of a valid number is replaced, then it fails', () => {
    fc.assert(
      fc.property(validCitizenId, fc.constantFrom(...'0123456789X'), (id, check) => {
        fc.pre(check !== id[17]);
        return !isCitizenId(id.slice(0, 17) + check, TODAY);
      }),
    );
  });

  it('when any one of the first 17 digits of a valid number is changed, then it fails', () => {
    fc.assert(
      fc.property(validCitizenId, fc.nat(16), fc.integer({ min: 1, max: 9 }), (id, at, shift) => {
        const changed = String((Number(id[at]) + shift) % 10);
        return !isCitizenId(id.slice(0, at) + changed + id.slice(at + 1), TODAY);
      }),
    );
  });
});

describe('isCreditCode', () => {
  it.each([
    ['91350100M000100Y43', 'the brief example, a company'],
    [withCreditCheck('91110108600040399'), 'a company in Beijing'],
    [withCreditCheck('92440300MA5FXY12P'), 'a sole trader'],
    [withCreditCheck('52440300MJL12345X'), 'a private non-enterprise unit'],
    [withCreditCheck('12100000400012345'), 'a public institution'],
    [withCreditCheck('31440000456789012'), 'a law firm'],
    [withCreditCheck('Y1330100MC0012345'), 'another department'],
    [withCreditCheck('N2330100MF0012345'), 'a village collective'],
  ])('when the code is %s (%s), then it passes', (value) => expect(isCreditCode(value)).toBe(true));

  it.each([
    ['91350100M000100Y44', 'the check character is wrong'],
    ['91350100M000100Y4', 'it has 17 characters'],
    ['91350100M000100Y430', 'it has 19 characters'],
    ['91350100m000100y43', 'it is lower case'],
    [withCreditCheck('91350100I00010000'), 'it contains I'],
    [withCreditCheck('91350100O00010000'), 'it contains O'],
    [withCreditCheck('91350100Z00010000'), 'it contains Z'],
    [withCreditCheck('91350100S00010000'), 'it contains S'],
    [withCreditCheck('91350100V00010000'), 'it contains V'],
    [withCreditCheck('9135A100M00010000'), 'the region has a letter'],
    [withCreditCheck('B1350100M00010000'), 'B is no registration department'],
    [withCreditCheck('94350100M00010000'), 'market regulation has no type 4'],
    [withCreditCheck('Y2350100M00010000'), 'the other department has only type 1'],
    ['', 'it is empty'],
  ])('when the code is %s (%s), then it fails', (value) => expect(isCreditCode(value)).toBe(false));

  it('when the brief example is checked, then the computed check character is 3', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
  });

  it('when a character outside the set is given, then no check character is computed', () => {
    expect(creditCodeCheckChar('91350100M000100I4')).toBeNull();
  });

  const DEPARTMENT_TYPES: [string, string][] = [
    ['1', '1'],
    ['1', '9'],
    ['2', '1'],
    ['3', '5'],
    ['4', '9'],
    ['5', '3'],
    ['6', '2'],
    ['7', '1'],
    ['8', '9'],
    ['9', '1'],
    ['9', '2'],
    ['9', '3'],
    ['A', '1'],
    ['N', '3'],
    ['Y', '1'],
  ];
  const validCreditCode = fc
    .tuple(
      fc.constantFrom(...DEPARTMENT_TYPES),
      digits(6),
      fc.string({ unit: fc.constantFrom(...CREDIT_CHARS), minLength: 9, maxLength: 9 }),
    )
    .map(([[department, type], region, org]) => withCreditCheck(`${department}${type}${region}${org}`));

  it('when any valid code is generated, then it passes', () => {
    fc.assert(fc.property(validCreditCode, isCreditCode));
  });

  it('when the check character of a valid code is replaced, then it fails', () => {
    fc.assert(
      fc.property(validCreditCode, fc.constantFrom(...CREDIT_CHARS), (code, check) => {
        fc.pre(check !== code[17]);
        return !isCreditCode(code.slice(0, 17) + check);
      }),
    );
  });

  it('when any one of the first 17 characters of a valid code is changed, then it fails', () => {
    fc.assert(
      fc.property(validCreditCode, fc.nat(16), fc.constantFrom(...CREDIT_CHARS), (code, at, c) => {
        fc.pre(c !== code[at]);
        return !isCreditCode(code.slice(0, at) + c + code.slice(at + 1));
      }),
    );
  });
});

describe('isConstructionPermit', () => {
  it.each([
    ['440106202305150101', 'Guangzhou, issued 2023-05-15'],
    ['110105202406159902', 'issued today'],
    ['320102200002290101', 'issued on a leap day'],
  ])('when the permit number is %s (%s), then it passes', (value) =>
    expect(isConstructionPermit(value, TODAY)).toBe(true),
  );
  it.each([
    ['44010620230515010', 'it has 17 digits'],
    ['4401062023051501011', 'it has 19 digits'],
    ['44010620230515010A', 'it contains a letter'],
    ['000000202305150101', 'the province does not exist'],
    ['440106202302300101', 'the issue date is 30 February'],
    ['440106202313010101', 'the month is 13'],
    ['440106202406160101', 'the issue date is tomorrow'],
    ['440106189912310101', 'the year is 1899'],
    ['', 'it is empty'],
  ])('when the permit number is %s (%s), then it fails', (value) =>
    expect(isConstructionPermit(value, TODAY)).toBe(false),
  );
});

describe('isUsername', () => {
  it.each(['admin', 'editor', ' admin '])('when the user name is "%s", then it passes', (value) =>
    expect(isUsername(value)).toBe(true),
  );
  it.each(['root', 'Admin', 'administrator', ''])('when the user name is "%s", then it fails', (value) =>
    expect(isUsername(value)).toBe(false),
  );
});

describe('passwords', () => {
  it.each([
    ['abc123', 'isPassword'],
    ['ABCDEF', 'isPassword'],
    ['123456', 'isPassword'],
    ['a!@#$%', 'isPassword'],
    ['Pass_word-2024', 'isPassword'],
    ['a'.repeat(20), 'isPassword'],
    ['abc123', 'isPasswordMixed'],
    ['abc!@#', 'isPasswordMixed'],
    ['123!@#', 'isPasswordMixed'],
    ['aB3!xxyyzz', 'isPasswordMixed'],
    ['Abcdef12', 'isStrongPassword'],
    ['abcdef1!', 'isStrongPassword'],
    ['ABCDEF1!', 'isStrongPassword'],
    ['Abcdefg!', 'isStrongPassword'],
    [`Aa1!${'x'.repeat(16)}`, 'isStrongPassword'],
  ])('when the password is %s, then %s passes it', (value, rule) => expect(byName(rule, value)).toBe(true));

  it.each([
    ['abc12', 'isPassword', 'too short'],
    ['a'.repeat(21), 'isPassword', 'too long'],
    ['abc 123', 'isPassword', 'contains a space'],
    ['中文abc123', 'isPassword', 'contains Chinese'],
    ['!@#$%^', 'isPassword', 'only symbols'],
    ['abcdef', 'isPasswordMixed', 'letters only'],
    ['123456', 'isPasswordMixed', 'digits only'],
    ['!@#$%^', 'isPasswordMixed', 'symbols only'],
    ['ab12', 'isPasswordMixed', 'too short'],
    [`ab12${'x'.repeat(17)}`, 'isPasswordMixed', 'too long'],
    ['abcdef12', 'isStrongPassword', 'two classes'],
    ['ABCDEFGH', 'isStrongPassword', 'one class'],
    ['Ab1!xyz', 'isStrongPassword', '7 characters'],
    [`Aa1!${'x'.repeat(17)}`, 'isStrongPassword', '21 characters'],
    ['Abcdef1 ', 'isStrongPassword', 'a space as the symbol'],
  ])('when the password is %s, then %s fails it (%s)', (value, rule) =>
    expect(byName(rule, value)).toBe(false),
  );
});

describe('names and free text', () => {
  it.each([
    ['筑基建设有限公司', 'isUnitName'],
    ['ABC', 'isUnitName'],
    ['中建三局（集团）有限公司', 'isUnitName'],
    ['中建(北京)有限公司', 'isUnitName'],
    ['Zhuji,Ltd.', 'isUnitName'],
    ['字'.repeat(50), 'isUnitName'],
    ['张三', 'isAccountName'],
    ['ZhangSan', 'isAccountName'],
    ['张三Li', 'isAccountName'],
    ['a'.repeat(20), 'isAccountName'],
    ['张三', 'isPersonName'],
    ['李', 'isPersonName'],
    ['John', 'isPersonName'],
    ['John Smith', 'isPersonName'],
    ['买买提·艾力', 'isPersonName'],
    ['广东省深圳市南山区科技园1号', 'isAddress'],
    ['Room-301', 'isAddress'],
    ['路'.repeat(50), 'isAddress'],
  ])('when the text is %s, then %s passes it', (value, rule) => expect(byName(rule, value)).toBe(true));

  it.each([
    ['中建', 'isUnitName', 'two characters'],
    ['字'.repeat(51), 'isUnitName', '51 characters'],
    ['中建3局', 'isUnitName', 'a digit'],
    ['...', 'isUnitName', 'punctuation only'],
    ['ABC Co', 'isUnitName', 'a space'],
    ['中建-公司', 'isUnitName', 'a hyphen'],
    ['张', 'isAccountName', 'one character'],
    ['a'.repeat(21), 'isAccountName', '21 characters'],
    ['zhang3', 'isAccountName', 'a digit'],
    ['zhang san', 'isAccountName', 'a space'],
    ['张_三', 'isAccountName', 'an underscore'],
    ['张三1', 'isPersonName', 'a digit'],
    [' 张三', 'isPersonName', 'a leading space'],
    ['John  Smith', 'isPersonName', 'a double space'],
    ['张三·', 'isPersonName', 'a trailing dot'],
    ['·张三', 'isPersonName', 'a leading dot'],
    ['a-b', 'isPersonName', 'a hyphen'],
    ['', 'isPersonName', 'nothing'],
    ['路'.repeat(51), 'isAddress', '51 characters'],
    ['深圳市#1', 'isAddress', 'a #'],
    ['a b', 'isAddress', 'a space'],
    ['', 'isAddress', 'nothing'],
  ])('when the text is %s, then %s fails it (%s)', (value, rule) => expect(byName(rule, value)).toBe(false));
});

describe('building and pile identifiers', () => {
  it.each([
    ['1', 'isBuildNumber'],
    ['1#楼', 'isBuildNumber'],
    ['A-3', 'isBuildNumber'],
    ['10', 'isBuildNumber'],
    ['0A', 'isBuildNumber'],
    ['楼'.repeat(20), 'isBuildNumber'],
    ['P1', 'isPileLabel'],
    ['A#1', 'isPileLabel'],
    ['桩_01', 'isPileLabel'],
    ['ZH#12_a', 'isPileLabel'],
    ['1', 'isPileNumberList'],
    ['1,2,3', 'isPileNumberList'],
    ['5-10', 'isPileNumberList'],
    ['1,3,5-10', 'isPileNumberList'],
    ['001', 'isPileNumberList'],
  ])('when the identifier is %s, then %s passes it', (value, rule) => expect(byName(rule, value)).toBe(true));

  it.each([
    ['0', 'isBuildNumber', 'zero'],
    ['00', 'isBuildNumber', 'zeros only'],
    ['', 'isBuildNumber', 'empty'],
    ['   ', 'isBuildNumber', 'blank'],
    ['楼'.repeat(21), 'isBuildNumber', '21 characters'],
    ['P-1', 'isPileLabel', 'a hyphen'],
    ['P 1', 'isPileLabel', 'a space'],
    ['P1!', 'isPileLabel', 'an exclamation mark'],
    ['', 'isPileLabel', 'empty'],
    ['1,,2', 'isPileNumberList', 'an empty item'],
    [',1', 'isPileNumberList', 'a leading comma'],
    ['1,', 'isPileNumberList', 'a trailing comma'],
    ['1-', 'isPileNumberList', 'a dangling hyphen'],
    ['-1', 'isPileNumberList', 'a leading hyphen'],
    ['1-2-3', 'isPileNumberList', 'a double range'],
    ['1，2', 'isPileNumberList', 'a full-width comma'],
    ['1 ,2', 'isPileNumberList', 'a space'],
    ['a', 'isPileNumberList', 'a letter'],
  ])('when the identifier is %s, then %s fails it (%s)', (value, rule) =>
    expect(byName(rule, value)).toBe(false),
  );
});

describe('pile dimensions', () => {
  it.each(['800', '800.25', '800/900', '800.5/900.25', '900/800', '0.5'])(
    'when the cage diameter is %s, then it passes',
    (value) => expect(isCageDiameter(value)).toBe(true),
  );
  it.each([
    ['800/', 'a dangling slash'],
    ['/900', 'a leading slash'],
    ['0', 'zero'],
    ['0.00', 'zero with decimals'],
    ['0/900', 'a zero part'],
    ['abc', 'letters'],
    ['800/900/1000', 'three parts'],
    ['800.123', 'three decimals'],
    ['0800', 'a leading zero'],
    ['800.', 'a trailing point'],
    ['-800', 'a sign'],
    ['', 'nothing'],
  ])('when the cage diameter is %s (%s), then it fails', (value) =>
    expect(isCageDiameter(value)).toBe(false),
  );

  it.each(['25', '25.5', '20-25.5', '20~25', '20-20', '9.5-10'])(
    'when the design pile length range is %s, then it passes',
    (value) => expect(isDesignPileLengthRange(value)).toBe(true),
  );
  it.each([
    ['25-20', 'the minimum is above the maximum'],
    ['20-', 'the maximum is missing'],
    ['-20', 'the minimum is missing'],
    ['0', 'zero length'],
    ['20-25-30', 'three parts'],
    ['20.123', 'three decimals'],
    ['20 - 25', 'spaces'],
    ['abc', 'letters'],
    ['', 'nothing'],
  ])('when the design pile length range is %s (%s), then it fails', (value) =>
    expect(isDesignPileLengthRange(value)).toBe(false),
  );
});

describe('vehicle plate (GA 36-2018)', () => {
  it.each(['浙A12345', '浙AB1234', '浙A1234挂', '浙AD12345', '浙AFA1234', '浙A12345D', '苏E8F2K7'])(
    'when the plate is %s, then it passes',
    (value) => expect(isVehiclePlate(value)).toBe(true),
  );
  it.each([
    ['浙a12345', 'a lower-case letter'],
    ['浙I12345', 'the letter I after the province'],
    ['浙A1234', 'one character short'],
    ['浙A123456', 'seven characters without D/F'],
    ['AA12345', 'no province'],
    ['浙A 12345', 'a space'],
    ['使A12345', 'an embassy plate'],
    ['', 'nothing'],
  ])('when the plate is %s (%s), then it fails', (value) => expect(isVehiclePlate(value)).toBe(false));
});
