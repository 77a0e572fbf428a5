import { z } from 'zod';
import { type RuleName, type RuleParams, ruleMessage } from './messages';

/**
 * A string schema for one rule. The issue carries the zh message and `params.rule` so the server can
 * translate it. An empty string passes: the field schemas check format only, and a form (or a contract)
 * says which fields are required with `required()`.
 */
export const ruleSchema = (rule: RuleName, test: (value: string) => boolean, params: RuleParams = {}) =>
  z.string().refine((value) => value === '' || test(value), {
    message: ruleMessage(rule, 'zh', params),
    params: { ...params, rule },
  });

/** Rejects an empty or blank string with the rule's message before the format schema runs. */
export const required = <T extends z.ZodType<string, string>>(schema: T, rule: RuleName = 'required') =>
  z
    .string()
    .refine((value) => value.trim() !== '', { message: ruleMessage(rule, 'zh'), params: { rule } })
    // A failing left side stops the pipe, so a blank value gets only the required message. No
    // `abort: true` here: it would also stop an enclosing object's cross-field checks.
    .pipe(schema);
