import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { isRuleName, RULE_MESSAGES, type RuleName, ruleMessage } from './messages';

const HAN = /\p{Script=Han}/u;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const entries = Object.entries(RULE_MESSAGES) as [RuleName, (typeof RULE_MESSAGES)[RuleName]][];

describe.each(entries)('message %s', (_rule, message) => {
  it('when it is shown in Chinese, then it is written in Chinese', () => {
    expect(message.zh).toMatch(HAN);
  });

  it('when it is shown in English or Spanish, then it has text and no Chinese', () => {
    for (const lang of ['en', 'es'] as const) {
      expect(message[lang].trim()).not.toBe('');
      expect(message[lang]).not.toMatch(HAN);
    }
  });

  it('when it has placeholders, then every language has the same ones', () => {
    expect(placeholders(message.en)).toEqual(placeholders(message.zh));
    expect(placeholders(message.es)).toEqual(placeholders(message.zh));
  });
});

describe('ruleMessage', () => {
  it.each([
    ['zh', '请输入正确的手机号码'],
    ['en', 'Please enter a valid mobile number'],
    ['es', 'Introduzca un número de móvil válido'],
    ['fr', '请输入正确的手机号码'],
  ])('when the phone message is asked for in %s, then it reads "%s"', (lang, text) => {
    expect(ruleMessage('phone', lang)).toBe(text);
  });

  it('when no language is given, then the message is Chinese', () => {
    expect(ruleMessage('weekValue')).toBe('实际工程量进度上报有误，请核对后再上报');
  });

  it('when params are given, then the placeholders are filled in every language', () => {
    for (const lang of LANGUAGES) {
      const text = ruleMessage('boundedPositiveInteger', lang, { low: 5, high: 8 });
      expect(text).toContain('5');
      expect(text).toContain('8');
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it('when a param is missing, then its placeholder is left visible rather than blanked', () => {
    expect(ruleMessage('range', 'en')).toContain('{limit}');
  });

  it.each([
    ['nameRequired', '姓名不能为空'],
    ['phoneRequired', '手机号不能为空'],
    ['codeRequired', '验证码不能为空'],
    ['passwordRequired', '请输入密码'],
    ['passwordMismatch', '两次输入的密码不一致!'],
    ['phoneWrong', '手机号码有误'],
    ['citizenId', '请输入正确的18位身份证号码'],
    ['creditCode', '请输入正确的统一社会信用代码'],
  ] as const)('when the %s message is shown, then it reads "%s"', (rule, text) => {
    expect(ruleMessage(rule, 'zh')).toBe(text);
  });
});

describe('isRuleName', () => {
  it.each(['phone', 'weekValue', 'passwordMismatch'])('when %s is checked, then it is a rule', (value) => {
    expect(isRuleName(value)).toBe(true);
  });
  it.each(['toString', 'unknown', '', 42, undefined])(
    'when %s is checked, then it is not a rule',
    (value) => {
      expect(isRuleName(value)).toBe(false);
    },
  );
});
