/**
 * Storage keys are `{media id}/{file}`, made by the API, never from what a client sent; both
 * storages still refuse any key of another shape, so no caller can reach outside the store.
 */
/** Lower-case segments of letters, digits and inner dots or dashes: no `..`, no `/` at the ends. */
const SAFE_SEGMENT = /^[a-z0-9](?:[a-z0-9-]|\.(?!\.))*$/;

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`Unsafe media storage key ${JSON.stringify(key.slice(0, 80))}`);
    this.name = "UnsafeKeyError";
  }
}

export function assertSafeKey(key: string): void {
  const segments = key.split("/");
  if (key.length > 200 || segments.length !== 2 || !segments.every((s) => SAFE_SEGMENT.test(s) && s.length <= 100))
    throw new UnsafeKeyError(key);
}
