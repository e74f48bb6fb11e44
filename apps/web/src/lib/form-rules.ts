import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/**
 * antd Form rules built from the contract's zod schemas, so each rule and its message is defined
 * once (packages/contract) and the form shows exactly what the server would answer.
 */
export function zodRule(schema: ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
    },
  };
}

/** The field must equal another field of the same form (confirm password). */
export function sameAsRule(otherField: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(otherField)) throw new Error(message);
    },
  });
}

/** A plain required rule for fields whose schema is an object-level rule. */
export function requiredRule(message: string): FormRule {
  return { required: true, whitespace: true, message };
}
