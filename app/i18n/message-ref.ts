import type { MessageKey } from "./index";

export type MessageParams = Record<string, string | number>;

/**
 * A message passed as data (a form error from an action) that the page shows in its language:
 * a dictionary key, followed by its parameters as JSON when it has any
 * ("forms.error.passwordShort|{"min":8}").
 */
export function messageRef(key: MessageKey, params?: MessageParams): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

export function readMessageRef(text: string): { key: string; params?: MessageParams } {
  const bar = text.indexOf("|{");
  if (bar < 0) return { key: text };
  try {
    return { key: text.slice(0, bar), params: JSON.parse(text.slice(bar + 1)) as MessageParams };
  } catch {
    return { key: text };
  }
}
