/** Every stored timestamp is ISO-8601 UTC with milliseconds, so text order is time order. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function toIso(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date.toISOString();
}
