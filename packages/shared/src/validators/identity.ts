import { businessDateOf } from '../time/business-day';
import { isCreditCode } from './credit-code';
import { compareDecimal, isDecimal } from './decimal';
import { ruleSchema } from './rule';

// ---------------------------------------------------------------------------
// Shared pieces of the national numbering standards
// ---------------------------------------------------------------------------

/** Province-level codes of GB/T 2260 (71 Taiwan, 81 Hong Kong, 82 Macao). */
export const PROVINCE_CODES: ReadonlySet<string> = new Set(
  [
    '11 12 13 14 15', // North
    '21 22 23', // North-east
    '31 32 33 34 35 36 37', // East
    '41 42 43 44 45 46', // Centre and south
    '50 51 52 53 54', // South-west
    '61 62 63 64 65', // North-west
    '71 81 82',
  ].flatMap((group) => group.split(' ')),
);

/** 'yyyyMMdd' naming a real calendar day from 1900 up to `today` (its business date, not the device's). */
const isPastCalendarDay = (yyyymmdd: string, today: Date): boolean => {
  if (!/^\d{8}$/.test(yyyymmdd)) return false;
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= daysInMonth && yyyymmdd <= businessDateOf(today).replaceAll('-', '');
};

// ---------------------------------------------------------------------------
// Phone
// ---------------------------------------------------------------------------

export const isPhone = (value: string): boolean => /^1[3-9]\d{9}$/.test(value);
export const phoneSchema = ruleSchema('phone', isPhone);

// ---------------------------------------------------------------------------
// Citizen ID number (GB 11643-1999)
// ---------------------------------------------------------------------------

const CITIZEN_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CITIZEN_ID_CHECK_CHARS = '10X98765432';

/** The ISO 7064 MOD 11-2 check character of the first 17 digits. */
export const citizenIdCheckChar = (first17: string): string => {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * CITIZEN_ID_WEIGHTS[i]!;
  return CITIZEN_ID_CHECK_CHARS[sum % 11]!;
};

/**
 * 18 characters: region (its province must exist; the rest of the region is not checked against the
 * ever-changing county list), birth date (real, from 1900, not after `today`), sequence, check char.
 * A lower-case 'x' is accepted because phones' keyboards often give one.
 */
export const isCitizenId = (value: string, today: Date = new Date()): boolean => {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  if (!PROVINCE_CODES.has(value.slice(0, 2))) return false;
  if (!isPastCalendarDay(value.slice(6, 14), today)) return false;
  return citizenIdCheckChar(value) === value[17]!.toUpperCase();
};
export const citizenIdSchema = ruleSchema('citizenId', (value) => isCitizenId(value));

// ---------------------------------------------------------------------------
// Unified social credit code (GB 32100-2015)
// ---------------------------------------------------------------------------

export { CREDIT_CODE_CHARS, creditCodeCheckChar, isCreditCode } from './credit-code';
export const creditCodeSchema = ruleSchema('creditCode', isCreditCode);

// ---------------------------------------------------------------------------
// Construction permit number
// ---------------------------------------------------------------------------

/**
 * Assumed national format of the construction permit number: 18 digits — the 6-digit
 * region of the works (its province must exist), the 8-digit issue date yyyyMMdd (a real day, not after
 * `today`), a 2-digit sequence and a 2-digit works category. The spec only says "must be valid"; older
 * local formats with letters are not accepted.
 */
export const isConstructionPermit = (value: string, today: Date = new Date()): boolean =>
  /^\d{18}$/.test(value) &&
  PROVINCE_CODES.has(value.slice(0, 2)) &&
  isPastCalendarDay(value.slice(6, 14), today);
export const constructionPermitSchema = ruleSchema('constructionPermit', (value) =>
  isConstructionPermit(value),
);

// ---------------------------------------------------------------------------
// Accounts and passwords
// ---------------------------------------------------------------------------

/** Kept from the admin template the product grew from: only these two demo accounts pass. */
export const VALID_USERNAMES = ['admin', 'editor'] as const;
export const isUsername = (value: string): boolean =>
  (VALID_USERNAMES as readonly string[]).includes(value.trim());
export const usernameSchema = ruleSchema('username', isUsername);

/** Printable ASCII without the space: letters, digits and the 32 ASCII symbols. */
const PASSWORD_CHARS = /^[!-~]*$/;
const hasLetter = (value: string) => /[A-Za-z]/.test(value);
const hasDigit = (value: string) => /\d/.test(value);
const hasSymbol = (value: string) => /[^A-Za-z\d]/.test(value);
const countTrue = (...flags: boolean[]) => flags.filter(Boolean).length;

const inLength = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

/** 6–20 characters, case-sensitive; symbols are allowed but cannot make up the whole password. */
export const isPassword = (value: string): boolean =>
  inLength(value, 6, 20) && PASSWORD_CHARS.test(value) && (hasLetter(value) || hasDigit(value));
export const passwordSchema = ruleSchema('password', isPassword);

export const isPasswordMixed = (value: string): boolean =>
  inLength(value, 6, 20) &&
  PASSWORD_CHARS.test(value) &&
  countTrue(hasLetter(value), hasDigit(value), hasSymbol(value)) >= 2;
export const passwordMixedSchema = ruleSchema('passwordMixed', isPasswordMixed);

export const isStrongPassword = (value: string): boolean =>
  inLength(value, 8, 20) &&
  PASSWORD_CHARS.test(value) &&
  countTrue(/[A-Z]/.test(value), /[a-z]/.test(value), hasDigit(value), hasSymbol(value)) >= 3;
export const strongPasswordSchema = ruleSchema('strongPassword', isStrongPassword);

// ---------------------------------------------------------------------------
// Names and free text (lengths count characters, so one Chinese character is one)
// ---------------------------------------------------------------------------

/**
 * 3–50 Chinese or English letters or . , ( ) with at least one letter. The full-width brackets and
 * comma (U+FF08, U+FF09, U+FF0C) count as the same punctuation because Chinese input methods type them.
 */
export const isUnitName = (value: string): boolean =>
  /^(?=.*[\p{Script=Han}A-Za-z])[\p{Script=Han}A-Za-z.,()\uFF08\uFF09\uFF0C]{3,50}$/u.test(value);
export const unitNameSchema = ruleSchema('unitName', isUnitName);

export const isAccountName = (value: string): boolean => /^[\p{Script=Han}A-Za-z]{2,20}$/u.test(value);
export const accountNameSchema = ruleSchema('accountName', isAccountName);

/**
 * Chinese or English letters; a single middle dot or space may join parts, as in the names of
 * ethnic-minority engineers (a given name and a family name joined by '·') and foreign ones
 * ('John Smith').
 */
export const isPersonName = (value: string): boolean =>
  /^[\p{Script=Han}A-Za-z]+(?:[· ][\p{Script=Han}A-Za-z]+)*$/u.test(value);
export const personNameSchema = ruleSchema('personName', isPersonName);

export const isAddress = (value: string): boolean => /^[\p{Script=Han}A-Za-z0-9-]{1,50}$/u.test(value);
export const addressSchema = ruleSchema('address', isAddress);

/** Any 1–20 characters except blanks and zeros only ('0', '00'), which mean no building at all. */
export const isBuildNumber = (value: string): boolean => {
  const length = [...value].length;
  return length >= 1 && length <= 20 && value.trim() !== '' && !/^0+$/.test(value);
};
export const buildNumberSchema = ruleSchema('buildNumber', isBuildNumber);

export const isPileLabel = (value: string): boolean => /^[\p{Script=Han}A-Za-z0-9#_]+$/u.test(value);
export const pileLabelSchema = ruleSchema('pileLabel', isPileLabel);

/** Comma-separated pile numbers and ranges ('1,3,5-10'); empty items and dangling hyphens fail. */
export const isPileNumberList = (value: string): boolean => /^\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$/.test(value);
export const pileNumberListSchema = ruleSchema('pileNumberList', isPileNumberList);

// ---------------------------------------------------------------------------
// Pile dimensions
// ---------------------------------------------------------------------------

const isPositiveMeasure = (value: string) => isDecimal(value, { decimals: 2, sign: 'positive' });

/**
 * A diameter in mm, or two joined by '/' for a cage whose diameter changes along its length
 * ('800/900', either order). Each part is above 0 with at most 2 decimals, as in the spec's 800.25.
 */
export const isCageDiameter = (value: string): boolean => {
  const parts = value.split('/');
  return parts.length <= 2 && parts.every(isPositiveMeasure);
};
export const cageDiameterSchema = ruleSchema('cageDiameter', isCageDiameter);

/**
 * A design pile length in m, or a range 'min-max' (also written 'min~max') with min ≤ max; each
 * length is above 0 with at most 2 decimals.
 */
export const isDesignPileLengthRange = (value: string): boolean => {
  const parts = value.split(/[-~]/);
  if (parts.length > 2 || !parts.every(isPositiveMeasure)) return false;
  const [min, max] = parts;
  return max === undefined || compareDecimal(min!, max) <= 0;
};
export const designPileLengthRangeSchema = ruleSchema('designPileLengthRange', isDesignPileLengthRange);

/** Province abbreviations that open a mainland plate (GA 36-2018 号牌; 使/领 plates are not lorries). */
const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/**
 * A mainland vehicle plate (GA 36-2018): province, issuing-office letter (no I or O), then five letters
 * or digits (the last may be 挂 on a trailer), or a new-energy plate of six: D/F first on small cars,
 * or five digits and D/F last on large vehicles (lorries).
 */
const PLATE = new RegExp(
  `^[${PLATE_PROVINCES}][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂]|[DF][A-HJ-NP-Z0-9][0-9]{4}|[0-9]{5}[DF])$`,
);
export const isVehiclePlate = (value: string): boolean => PLATE.test(value);
export const vehiclePlateSchema = ruleSchema('vehiclePlate', isVehiclePlate);
