import { describe, expect, it } from 'vitest';
import { personalFormSchema } from './personal-form';

const VALID = {
  name: '张三',
  phone: '13800138000',
  verificationCode: '123456',
  oldPassword: 'old123',
  password: 'new123',
  passwordConfirm: 'new123',
};

const issuesOf = (options: { checkCode: boolean; judge: boolean }, form: Record<string, unknown>) => {
  const result = personalFormSchema(options).safeParse(form);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('personalFormSchema', () => {
  it.each([
    [{ checkCode: true, judge: true }, VALID],
    [
      { checkCode: false, judge: false },
      { ...VALID, verificationCode: '', oldPassword: undefined },
    ],
    [
      { checkCode: false, judge: false },
      { name: 'Li', phone: '19912345678', password: 'abc123', passwordConfirm: 'abc123' },
    ],
  ])('when the form is complete for %o, then it passes', (options, form) => {
    expect(issuesOf(options, form)).toEqual([]);
  });

  it.each([
    ['name', { name: '' }, '姓名不能为空'],
    ['name', { name: '  ' }, '姓名不能为空'],
    ['phone', { phone: '' }, '手机号不能为空'],
    ['phone', { phone: '12345678901' }, '请输入正确的手机号码'],
    ['password', { password: '', passwordConfirm: '' }, '请输入密码'],
    [
      'password',
      { password: 'abc', passwordConfirm: 'abc' },
      '密码为6-20位数字或字母，区分大小写，可包含特殊字符',
    ],
    ['passwordConfirm', { passwordConfirm: 'new124' }, '两次输入的密码不一致!'],
    ['passwordConfirm', { passwordConfirm: '' }, '两次输入的密码不一致!'],
  ])('when %s is wrong (%o), then it is refused with "%s"', (path, change, message) => {
    expect(issuesOf({ checkCode: false, judge: false }, { ...VALID, ...change })).toEqual([
      { path, message },
    ]);
  });

  it.each([
    [{ checkCode: true, judge: false }, { verificationCode: '' }, 'verificationCode', '验证码不能为空'],
    [
      { checkCode: true, judge: false },
      { verificationCode: undefined },
      'verificationCode',
      '验证码不能为空',
    ],
    [{ checkCode: false, judge: true }, { oldPassword: '' }, 'oldPassword', '请输入原密码'],
    [{ checkCode: false, judge: true }, { oldPassword: undefined }, 'oldPassword', '请输入原密码'],
  ])('when checking is %o and %o is left out, then %s is required', (options, change, path, message) => {
    expect(issuesOf(options, { ...VALID, ...change })).toEqual([{ path, message }]);
  });

  it.each([
    [{ checkCode: false, judge: true }, { verificationCode: '' }],
    [{ checkCode: true, judge: false }, { oldPassword: '' }],
  ])('when checking is %o and %o is left out, then that field is not required', (options, change) => {
    expect(issuesOf(options, { ...VALID, ...change })).toEqual([]);
  });

  it('when everything is empty, then every field shows its error at once', () => {
    const issues = issuesOf(
      { checkCode: true, judge: true },
      { name: '', phone: '', verificationCode: '', oldPassword: '', password: '', passwordConfirm: 'x' },
    );
    expect(issues.map((i) => i.path).sort()).toEqual(
      ['name', 'oldPassword', 'password', 'passwordConfirm', 'phone', 'verificationCode'].sort(),
    );
  });

  it('when a refused field is translated on the server, then its rule is on the issue', () => {
    const result = personalFormSchema({ checkCode: false, judge: false }).safeParse({
      ...VALID,
      passwordConfirm: 'x',
    });
    expect(result.success ? undefined : result.error.issues[0]).toMatchObject({
      params: { rule: 'passwordMismatch' },
    });
  });

  it('when a field has the wrong type, then the cross-field checks do not crash', () => {
    const result = personalFormSchema({ checkCode: true, judge: true }).safeParse({
      ...VALID,
      verificationCode: 5,
    });
    expect(result.success).toBe(false);
  });
});
