// The unified social credit code (GB 32100-2015), as pure functions without zod, so a page that only
// checks a code (the login page's registration status) does not load the schema library.
/** The 31 characters of the code; I, O, Z, S and V are left out to avoid misreading. */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * Registration department (1st char) → the organisation types (2nd char) it issues. From the standard
 * and its amendments: 1 staffing offices, 2 foreign affairs, 3 justice, 4 culture, 5 civil affairs,
 * 6 tourism, 7 religion, 8 trade unions, 9 market regulation, A military staffing, N agriculture,
 * Y others.
 */
const CREDIT_CODE_ORG_TYPES: Readonly<Record<string, string>> = {
  '1': '1239',
  '2': '19',
  '3': '123459',
  '4': '19',
  '5': '1239',
  '6': '129',
  '7': '129',
  '8': '19',
  '9': '123',
  A: '19',
  N: '1239',
  Y: '1',
};

/** The check character of the first 17 characters, or null if one is outside the code's set. */
export const creditCodeCheckChar = (first17: string): string | null => {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const code = CREDIT_CODE_CHARS.indexOf(first17[i] ?? '');
    if (code < 0) return null;
    sum += code * CREDIT_CODE_WEIGHTS[i]!;
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!;
};

/**
 * 18 upper-case characters: department and organisation type from the table above, 6 region digits,
 * the 9-character organisation code, the check character. The organisation code's own GB 11714
 * check is not applied: codes issued after 2015 are not bound to it.
 */
export const isCreditCode = (value: string): boolean => {
  if (!/^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/.test(value)) return false;
  if (!CREDIT_CODE_ORG_TYPES[value[0]!]?.includes(value[1]!)) return false;
  return creditCodeCheckChar(value) === value[17];
};
