/** An absolute http(s) URL or a path on the portal itself (never protocol-relative): safe to link or play. */
export function isHttpUrl(value: string | null | undefined): value is string {
  return typeof value === "string" && /^(https?:\/\/|\/(?!\/))/i.test(value);
}
