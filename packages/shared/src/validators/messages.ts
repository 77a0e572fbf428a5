import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../constants';

export type LocalizedMessage = Readonly<Record<Language, string>>;

/**
 * Every validation message, keyed by rule name. Schemas put the rule name in the issue's
 * `params.rule` (and any bound such as `low` or `limit` next to it), so a server can re-render the
 * message in the caller's language with `ruleMessage`. `{name}` placeholders are filled from params.
 */
export const RULE_MESSAGES = {
  // --- Required fields ----------------------------------------------------------------------------
  required: {
    zh: '此项不能为空',
    en: 'This field is required',
    es: 'Este campo es obligatorio',
  },
  nameRequired: {
    zh: '姓名不能为空',
    en: 'Name must not be empty',
    es: 'El nombre no puede estar vacío',
  },
  phoneRequired: {
    zh: '手机号不能为空',
    en: 'Mobile number must not be empty',
    es: 'El número de móvil no puede estar vacío',
  },
  codeRequired: {
    zh: '验证码不能为空',
    en: 'Verification code must not be empty',
    es: 'El código de verificación no puede estar vacío',
  },
  oldPasswordRequired: {
    zh: '请输入原密码',
    en: 'Please enter your current password',
    es: 'Introduzca su contraseña actual',
  },
  passwordRequired: {
    zh: '请输入密码',
    en: 'Please enter the password',
    es: 'Introduzca la contraseña',
  },
  passwordMismatch: {
    zh: '两次输入的密码不一致!',
    en: 'The two passwords do not match!',
    es: '¡Las dos contraseñas no coinciden!',
  },
  phoneWrong: {
    zh: '手机号码有误',
    en: 'The mobile number is wrong',
    es: 'El número de móvil es incorrecto',
  },

  // --- Identity and text --------------------------------------------------------------------------
  phone: {
    zh: '请输入正确的手机号码',
    en: 'Please enter a valid mobile number',
    es: 'Introduzca un número de móvil válido',
  },
  citizenId: {
    zh: '请输入正确的18位身份证号码',
    en: 'Please enter a valid 18-digit citizen ID number',
    es: 'Introduzca un número de identidad ciudadana válido de 18 dígitos',
  },
  creditCode: {
    zh: '请输入正确的统一社会信用代码',
    en: 'Please enter a valid unified social credit code',
    es: 'Introduzca un código unificado de crédito social válido',
  },
  constructionPermit: {
    zh: '请输入正确的施工许可证编号',
    en: 'Please enter a valid construction permit number',
    es: 'Introduzca un número de licencia de obra válido',
  },
  username: {
    zh: '请输入正确的用户名',
    en: 'Please enter a valid user name',
    es: 'Introduzca un nombre de usuario válido',
  },
  password: {
    zh: '密码为6-20位数字或字母，区分大小写，可包含特殊字符',
    en: 'The password must be 6–20 letters or digits (case-sensitive); special characters are allowed',
    es: 'La contraseña debe tener de 6 a 20 letras o dígitos (distingue mayúsculas); se admiten caracteres especiales',
  },
  passwordMixed: {
    zh: '密码为6-20位，须包含字母、数字、符号中的至少两种',
    en: 'The password must be 6–20 characters with at least two of letters, digits and symbols',
    es: 'La contraseña debe tener de 6 a 20 caracteres con al menos dos tipos entre letras, dígitos y símbolos',
  },
  strongPassword: {
    zh: '密码为8-20位，须包含大写字母、小写字母、数字、符号中的至少三种',
    en: 'The password must be 8–20 characters with at least three of upper-case letters, lower-case letters, digits and symbols',
    es: 'La contraseña debe tener de 8 a 20 caracteres con al menos tres tipos entre mayúsculas, minúsculas, dígitos y símbolos',
  },
  unitName: {
    zh: '单位名称为3-50位中文、英文或 . , ( ) 符号',
    en: 'The company name must be 3–50 Chinese or English characters or . , ( )',
    es: 'El nombre de la empresa debe tener de 3 a 50 caracteres chinos o ingleses, o . , ( )',
  },
  accountName: {
    zh: '账号名称为2-20位中文或英文',
    en: 'The account name must be 2–20 Chinese or English characters',
    es: 'El nombre de la cuenta debe tener de 2 a 20 caracteres chinos o ingleses',
  },
  personName: {
    zh: '姓名只能输入中文或英文',
    en: 'The name may only contain Chinese or English characters',
    es: 'El nombre solo puede contener caracteres chinos o ingleses',
  },
  address: {
    zh: '地址最多50个字，只能包含中文、字母、数字和“-”',
    en: 'The address may have up to 50 Chinese characters, letters, digits and hyphens',
    es: 'La dirección admite hasta 50 caracteres chinos, letras, dígitos y guiones',
  },
  buildNumber: {
    zh: '楼栋号为1-20个字符，且不能为0',
    en: 'The building number must be 1–20 characters and cannot be 0',
    es: 'El número de edificio debe tener de 1 a 20 caracteres y no puede ser 0',
  },
  pileLabel: {
    zh: '桩标识只能包含中文、英文、数字、# 和 _',
    en: 'The pile label may only contain Chinese characters, letters, digits, # and _',
    es: 'La etiqueta del pilote solo puede contener caracteres chinos, letras, dígitos, # y _',
  },
  pileNumberList: {
    zh: '桩号只能由数字、逗号和“-”组成，如 1,3,5-10',
    en: 'Pile numbers may only contain digits, commas and hyphens, e.g. 1,3,5-10',
    es: 'Los números de pilote solo pueden contener dígitos, comas y guiones, p. ej. 1,3,5-10',
  },
  cageDiameter: {
    zh: '请输入正确的钢筋笼直径，如 800、800.25 或 800/900',
    en: 'Please enter a valid rebar cage diameter, e.g. 800, 800.25 or 800/900',
    es: 'Introduzca un diámetro de jaula de armadura válido, p. ej. 800, 800.25 o 800/900',
  },
  designPileLengthRange: {
    zh: '请输入正确的设计桩长范围，如 25 或 20-25.5',
    en: 'Please enter a valid design pile length range, e.g. 25 or 20-25.5',
    es: 'Introduzca un rango válido de longitud de pilote de diseño, p. ej. 25 o 20-25.5',
  },

  // --- Numbers ------------------------------------------------------------------------------------
  price: {
    zh: '请输入大于0的单价，最多8位整数、4位小数',
    en: 'Please enter a price above 0 with up to 8 integer digits and 4 decimals',
    es: 'Introduzca un precio mayor que 0 con hasta 8 dígitos enteros y 4 decimales',
  },
  amount: {
    zh: '请输入正确的金额，最多8位整数、4位小数',
    en: 'Please enter a valid amount with up to 8 integer digits and 4 decimals',
    es: 'Introduzca un importe válido con hasta 8 dígitos enteros y 4 decimales',
  },
  labor: {
    zh: '请输入正确的人工数，最多8位整数、1位小数',
    en: 'Please enter a valid labour figure with up to 8 integer digits and 1 decimal',
    es: 'Introduzca una cifra de mano de obra válida con hasta 8 dígitos enteros y 1 decimal',
  },
  area: {
    zh: '请输入大于0的面积，最多10位整数、2位小数',
    en: 'Please enter an area above 0 with up to 10 integer digits and 2 decimals',
    es: 'Introduzca una superficie mayor que 0 con hasta 10 dígitos enteros y 2 decimales',
  },
  materialQuantity: {
    zh: '请输入正确的材料数量，最多10位整数、3位小数',
    en: 'Please enter a valid material quantity with up to 10 integer digits and 3 decimals',
    es: 'Introduzca una cantidad de material válida con hasta 10 dígitos enteros y 3 decimales',
  },
  vehiclePlate: {
    zh: '请输入正确的车牌号，如 浙A12345 或新能源 浙AD12345',
    en: 'Please enter a valid vehicle plate: a province character, a letter, then 5 letters or digits (6 on a new-energy vehicle)',
    es: 'Introduzca una matrícula válida: un carácter de provincia, una letra y 5 letras o cifras (6 en un vehículo de nueva energía)',
  },
  cellFloor: {
    zh: '请输入大于0的层数，最多3位整数、2位小数',
    en: 'Please enter a floor count above 0 with up to 3 integer digits and 2 decimals',
    es: 'Introduzca un número de plantas mayor que 0 con hasta 3 dígitos enteros y 2 decimales',
  },
  cellArea: {
    zh: '请输入大于0的面积，最多8位整数、2位小数',
    en: 'Please enter an area above 0 with up to 8 integer digits and 2 decimals',
    es: 'Introduzca una superficie mayor que 0 con hasta 8 dígitos enteros y 2 decimales',
  },
  buildHeight: {
    zh: '请输入大于0的建筑高度，最多6位整数、2位小数',
    en: 'Please enter a building height above 0 with up to 6 integer digits and 2 decimals',
    es: 'Introduzca una altura de edificio mayor que 0 con hasta 6 dígitos enteros y 2 decimales',
  },
  axisCoordinate: {
    zh: '请输入正确的坐标，最多12位整数、4位小数',
    en: 'Please enter a valid coordinate with up to 12 integer digits and 4 decimals',
    es: 'Introduzca una coordenada válida con hasta 12 dígitos enteros y 4 decimales',
  },
  elevation: {
    zh: '请输入正确的标高，最多3位整数、3位小数',
    en: 'Please enter a valid elevation with up to 3 integer digits and 3 decimals',
    es: 'Introduzca una cota válida con hasta 3 dígitos enteros y 3 decimales',
  },
  signedHeight: {
    zh: '请输入正确的高度（可为负数），最多3位整数、3位小数',
    en: 'Please enter a valid height (may be negative) with up to 3 integer digits and 3 decimals',
    es: 'Introduzca una altura válida (puede ser negativa) con hasta 3 dígitos enteros y 3 decimales',
  },
  realNumber: {
    zh: '请输入正确的数字（负数、0或正数），最多12位整数、3位小数',
    en: 'Please enter a valid number (negative, 0 or positive) with up to 12 integer digits and 3 decimals',
    es: 'Introduzca un número válido (negativo, 0 o positivo) con hasta 12 dígitos enteros y 3 decimales',
  },
  number2Decimals: {
    zh: '请输入数字，最多2位小数',
    en: 'Please enter a number with up to 2 decimals',
    es: 'Introduzca un número con hasta 2 decimales',
  },
  max7Int3Decimals: {
    zh: '请输入正确的数字，最多7位整数、3位小数',
    en: 'Please enter a valid number with up to 7 integer digits and 3 decimals',
    es: 'Introduzca un número válido con hasta 7 dígitos enteros y 3 decimales',
  },
  positiveDecimal1: {
    zh: '请输入大于0的数字，最多1位小数',
    en: 'Please enter a number above 0 with up to 1 decimal',
    es: 'Introduzca un número mayor que 0 con hasta 1 decimal',
  },
  positiveDecimal2: {
    zh: '请输入大于0的数字，最多2位小数',
    en: 'Please enter a number above 0 with up to 2 decimals',
    es: 'Introduzca un número mayor que 0 con hasta 2 decimales',
  },
  positiveDecimal3: {
    zh: '请输入大于0的数字，最多3位小数',
    en: 'Please enter a number above 0 with up to 3 decimals',
    es: 'Introduzca un número mayor que 0 con hasta 3 decimales',
  },
  nonNegativeDecimal1: {
    zh: '请输入大于或等于0的数字，最多1位小数',
    en: 'Please enter a number of 0 or more with up to 1 decimal',
    es: 'Introduzca un número igual o mayor que 0 con hasta 1 decimal',
  },
  nonNegativeDecimal2: {
    zh: '请输入大于或等于0的数字，最多2位小数',
    en: 'Please enter a number of 0 or more with up to 2 decimals',
    es: 'Introduzca un número igual o mayor que 0 con hasta 2 decimales',
  },
  nonNegativeDecimal3: {
    zh: '请输入大于或等于0的数字，最多3位小数',
    en: 'Please enter a number of 0 or more with up to 3 decimals',
    es: 'Introduzca un número igual o mayor que 0 con hasta 3 decimales',
  },
  nonZeroPositive3Decimals: {
    zh: '数值不能为0，请输入大于0的数字，最多3位小数',
    en: 'The value cannot be 0; please enter a number above 0 with up to 3 decimals',
    es: 'El valor no puede ser 0; introduzca un número mayor que 0 con hasta 3 decimales',
  },
  numbersOnly: {
    zh: '只能输入数字',
    en: 'Only numbers are allowed',
    es: 'Solo se admiten números',
  },
  digitsOnly: {
    zh: '只能输入0-9的数字',
    en: 'Only the digits 0–9 are allowed',
    es: 'Solo se admiten los dígitos 0–9',
  },
  positiveInteger: {
    zh: '请输入正整数',
    en: 'Please enter a positive whole number',
    es: 'Introduzca un número entero positivo',
  },
  positiveIntegerOrZero: {
    zh: '请输入正整数或0',
    en: 'Please enter a positive whole number or 0',
    es: 'Introduzca un número entero positivo o 0',
  },
  nonZeroInt3: {
    zh: '请输入不为0的整数，最多3位',
    en: 'Please enter a non-zero whole number of up to 3 digits',
    es: 'Introduzca un número entero distinto de 0 de hasta 3 dígitos',
  },
  positiveInt3: {
    zh: '请输入正整数，最多3位',
    en: 'Please enter a positive whole number of up to 3 digits',
    es: 'Introduzca un número entero positivo de hasta 3 dígitos',
  },
  twoDigitInteger: {
    zh: '请输入0-99的整数',
    en: 'Please enter a whole number from 0 to 99',
    es: 'Introduzca un número entero de 0 a 99',
  },
  limit: {
    zh: '请输入1-4位正整数',
    en: 'Please enter a positive whole number of 1–4 digits',
    es: 'Introduzca un número entero positivo de 1 a 4 dígitos',
  },
  directLimit: {
    zh: '请输入0或1-4位正整数',
    en: 'Please enter 0 or a positive whole number of 1–4 digits',
    es: 'Introduzca 0 o un número entero positivo de 1 a 4 dígitos',
  },
  boundedPositiveInteger: {
    zh: '请输入不小于{low}且小于{high}的正整数',
    en: 'Please enter a positive whole number of at least {low} and below {high}',
    es: 'Introduzca un número entero positivo de al menos {low} y menor que {high}',
  },
  boundedInteger: {
    zh: '请输入{min}到{max}之间的整数',
    en: 'Please enter a whole number from {min} to {max}',
    es: 'Introduzca un número entero entre {min} y {max}',
  },
  decimal: {
    zh: '请输入正确的数字，最多{intDigits}位整数、{decimals}位小数',
    en: 'Please enter a valid number with up to {intDigits} integer digits and {decimals} decimals',
    es: 'Introduzca un número válido con hasta {intDigits} dígitos enteros y {decimals} decimales',
  },
  assembling: {
    zh: '请输入大于0且不超过100的数字，最多2位小数',
    en: 'Please enter a number above 0 and up to 100 with up to 2 decimals',
    es: 'Introduzca un número mayor que 0 y hasta 100 con hasta 2 decimales',
  },
  percentage: {
    zh: '请输入大于0且不超过100的百分比，最多3位小数',
    en: 'Please enter a percentage above 0 and up to 100 with up to 3 decimals',
    es: 'Introduzca un porcentaje mayor que 0 y hasta 100 con hasta 3 decimales',
  },
  percentageOrZero: {
    zh: '请输入0到100之间的百分比，最多3位小数',
    en: 'Please enter a percentage from 0 to 100 with up to 3 decimals',
    es: 'Introduzca un porcentaje entre 0 y 100 con hasta 3 decimales',
  },
  range: {
    zh: '请输入正确的范围，如 1-10，起始值不能大于结束值，且跨度不能超过{limit}',
    en: 'Please enter a valid range such as 1-10; the start cannot exceed the end and the span cannot exceed {limit}',
    es: 'Introduzca un rango válido como 1-10; el inicio no puede superar el final y la amplitud no puede superar {limit}',
  },
  weekValue: {
    zh: '实际工程量进度上报有误，请核对后再上报',
    en: 'The reported actual quantity progress is wrong; please check it before reporting',
    es: 'El avance de cantidad real informado es incorrecto; revíselo antes de informarlo',
  },
  date: {
    zh: '请输入正确的日期（YYYY-MM-DD）',
    en: 'Please enter a valid date (YYYY-MM-DD)',
    es: 'Introduzca una fecha válida (AAAA-MM-DD)',
  },
  weekStart: {
    zh: '请选择周一作为填报周的开始日期',
    en: 'The reported week must start on a Monday',
    es: 'La semana informada debe empezar en lunes',
  },
  dateOrder: {
    zh: '结束日期不能早于开始日期',
    en: 'The end date cannot be earlier than the start date',
    es: 'La fecha final no puede ser anterior a la inicial',
  },
  useQuantity: {
    zh: '使用数量不能超过库存数量{stock}',
    en: 'The quantity used cannot exceed the stock of {stock}',
    es: 'La cantidad usada no puede superar las existencias de {stock}',
  },
  chlorideEnvironment: {
    zh: '环境类别须为页面所列的名称（如 潮湿但不含氯离子的环境）或其代码（{codes}）',
    en: 'The exposure environment must be a name the page lists, or its code ({codes})',
    es: 'El ambiente de exposición debe ser un nombre de la página o su código ({codes})',
  },
  yesNo: {
    zh: '请填写“是”或“否”',
    en: 'Enter yes or no',
    es: 'Indique sí o no',
  },
  dateTime: {
    zh: '请输入正确的时间（YYYY-MM-DD HH:mm）',
    en: 'Please enter a valid time (YYYY-MM-DD HH:mm)',
    es: 'Introduzca una hora válida (AAAA-MM-DD HH:mm)',
  },
  slumpReadings: {
    zh: '请输入坍落度读数（mm，0–300 的整数），多个读数以逗号分隔，如 180,185,190',
    en: 'Enter slump readings in mm (whole numbers 0–300), separated by commas, e.g. 180,185,190',
    es: 'Introduzca lecturas de asentamiento en mm (enteros 0–300) separadas por comas, p. ej. 180,185,190',
  },
  strengthGrade: {
    zh: '请输入正确的混凝土强度等级，如 C30',
    en: 'Please enter a valid concrete strength grade, e.g. C30',
    es: 'Introduzca una clase de resistencia del hormigón válida, p. ej. C30',
  },
  minChars: {
    zh: '请至少填写 {min} 个字',
    en: 'Please write at least {min} characters',
    es: 'Escriba al menos {min} caracteres',
  },
  partyPeriod: {
    zh: '考核期间应为年度（如 2026）或季度（如 2026-Q3）',
    en: 'The period is a year (e.g. 2026) or a quarter (e.g. 2026-Q3)',
    es: 'El periodo es un año (p. ej. 2026) o un trimestre (p. ej. 2026-Q3)',
  },
} as const satisfies Record<string, LocalizedMessage>;

export type RuleName = keyof typeof RULE_MESSAGES;

export type RuleParams = Readonly<Record<string, string | number>>;

export const isRuleName = (value: unknown): value is RuleName =>
  typeof value === 'string' && Object.hasOwn(RULE_MESSAGES, value);

/** The message of a rule in a language (zh when the language is not supported), placeholders filled. */
export const ruleMessage = (
  rule: RuleName,
  lang: string = DEFAULT_LANGUAGE,
  params: RuleParams = {},
): string => {
  const template = RULE_MESSAGES[rule][isLanguage(lang) ? lang : DEFAULT_LANGUAGE];
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : placeholder,
  );
};
