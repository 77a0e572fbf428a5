import { isRuleName, type RuleName, type RuleParams, ruleMessage } from '@zhuji/shared';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// The shared validators (docs/product.md §5) as antd Form rules. Messages come from the shared RULE_MESSAGES in
// the form's language, so the browser says exactly what the server would answer for the same value.

type Primitive = string | number | boolean | null | undefined;

/** What the adapter needs of a zod schema; the web does not depend on zod itself. */
interface Issue {
  message: string;
}
export interface StringSchema {
  safeParseAsync(
    value: string,
  ): Promise<{ success: true } | { success: false; error: { issues: readonly Issue[] } }>;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/**
 * An issue of a shared schema in the UI language: the rule name and bounds the shared schemas put on its
 * params. Forms that check a whole contract body themselves (the site app's) say it as the antd rules do.
 */
export function messageOf(issue: Issue, lang: string): string {
  const params = (issue as { params?: Record<string, unknown> }).params;
  const rule = params?.rule;
  if (!isRuleName(rule)) return issue.message;
  const bounds: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (key !== 'rule' && (typeof value === 'string' || typeof value === 'number')) bounds[key] = value;
  }
  return ruleMessage(rule, lang, bounds);
}

/**
 * A zod schema (a shared `xxxSchema`, `required(xxxSchema)` or any string schema) as a rule. A value
 * the schema refuses shows the first issue's rule message; an issue without a rule name keeps zod's
 * own text. Empty values pass the format schemas, as they do on the server; say `required` separately.
 */
export function schemaRule(schema: StringSchema, lang: string): FormRule {
  return {
    validator: async (_rule, value: Primitive) => {
      const result = await schema.safeParseAsync(asText(value));
      if (result.success) return;
      const [issue] = result.error.issues;
      throw new Error(issue ? messageOf(issue, lang) : ruleMessage('required', lang));
    },
  };
}

/** An `isXxx` test as a rule with the named message; empty values pass (pair it with `requiredRule`). */
export function testRule(
  test: (value: string) => boolean,
  rule: RuleName,
  lang: string,
  params: RuleParams = {},
): FormRule {
  return {
    validator: async (_rule, value: Primitive) => {
      const text = asText(value);
      if (text === '' || test(text)) return;
      throw new Error(ruleMessage(rule, lang, params));
    },
  };
}

/** Required, blank counting as empty, with a named message ('nameRequired', 'phoneRequired', …). */
export function requiredRule(lang: string, rule: RuleName = 'required'): FormRule {
  return { required: true, whitespace: true, message: ruleMessage(rule, lang) };
}

/**
 * Equal to another field of the same form (password confirmation; an empty confirmation of a typed
 * password fails too). Give the item `dependencies={[field]}` so it is re-checked when that one changes.
 */
export function sameAsRule(field: string, lang: string, rule: RuleName = 'passwordMismatch'): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: Primitive) => {
      if (asText(value) === asText(getFieldValue(field))) return;
      throw new Error(ruleMessage(rule, lang));
    },
  });
}

/** The adapters bound to the current UI language; the rules are rebuilt when it changes. */
export function useRules() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(
    () => ({
      lang,
      schema: (schema: StringSchema) => schemaRule(schema, lang),
      test: (test: (value: string) => boolean, rule: RuleName, params?: RuleParams) =>
        testRule(test, rule, lang, params),
      required: (rule?: RuleName) => requiredRule(lang, rule),
      sameAs: (field: string, rule?: RuleName) => sameAsRule(field, lang, rule),
      message: (rule: RuleName, params?: RuleParams) => ruleMessage(rule, lang, params),
    }),
    [lang],
  );
}
