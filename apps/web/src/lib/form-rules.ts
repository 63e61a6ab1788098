import type { FormRule } from 'antd';

/** The part of a Zod schema the form needs: contracts own the rules and messages, the form only asks. */
interface SafeParser {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/**
 * An antd rule validating a field with a schema of packages/contracts and showing its first message. The schema
 * may come from a loader, for screens that load zod on demand (the login: issue 8 §4).
 */
export function schemaRule(source: SafeParser | (() => Promise<SafeParser>)): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const schema = typeof source === 'function' ? await source() : source;
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? '');
    },
  };
}
