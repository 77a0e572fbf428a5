import { z } from 'zod';
import { isPhone, passwordSchema, phoneSchema } from './identity';
import { type RuleName, ruleMessage } from './messages';
import { required } from './rule';

export interface PersonalFormOptions {
  /** currentAccount.checkCode: the phone must be confirmed with an SMS code. */
  checkCode: boolean;
  /** currentAccount.judge: an existing user, who must give the current password. */
  judge: boolean;
}

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

const CROSS_CHECKED_FIELDS = ['verificationCode', 'oldPassword', 'password', 'passwordConfirm'] as const;

/** Cross-field rules run despite field errors, but only on strings, so they never read a wrong type. */
const crossFieldsAreStrings = ({ value }: { value: unknown }): boolean =>
  typeof value === 'object' &&
  value !== null &&
  CROSS_CHECKED_FIELDS.every((key) => {
    const field = (value as Record<string, unknown>)[key];
    return field === undefined || typeof field === 'string';
  });

/**
 * The personal-information completion form (docs/product.md §5). Fields that are always required are checked
 * field by field; the rules that depend on the account or on another field run in superRefine, which
 * is told to run even when a field already failed, so the form shows every error at once.
 */
export const personalFormSchema = ({ checkCode, judge }: PersonalFormOptions) =>
  z
    .object({
      name: required(z.string(), 'nameRequired'),
      phone: required(phoneSchema, 'phoneRequired'),
      verificationCode: z.string().optional(),
      oldPassword: z.string().optional(),
      oldPasswordInput: z.string().optional(),
      password: required(passwordSchema, 'passwordRequired'),
      passwordConfirm: z.string(),
    })
    .superRefine(
      (form, ctx) => {
        const fail = (path: keyof typeof form, rule: RuleName) =>
          ctx.addIssue({ code: 'custom', path: [path], message: ruleMessage(rule, 'zh'), params: { rule } });
        if (checkCode && isBlank(form.verificationCode)) fail('verificationCode', 'codeRequired');
        if (judge && isBlank(form.oldPassword)) fail('oldPassword', 'oldPasswordRequired');
        if (form.passwordConfirm !== form.password) fail('passwordConfirm', 'passwordMismatch');
      },
      { when: crossFieldsAreStrings },
    );

export type PersonalForm = z.infer<ReturnType<typeof personalFormSchema>>;

/** The phone check before a verification code is sent; its message is the shorter 'phone wrong'. */
export const codeRequestPhoneSchema = z.string().refine(isPhone, {
  message: ruleMessage('phoneWrong', 'zh'),
  params: { rule: 'phoneWrong' },
});
