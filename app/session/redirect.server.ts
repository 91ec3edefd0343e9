/**
 * A redirect target is kept only if it is a same-site path (SPEC §5): "/x", never "//x",
 * "/\\x", a scheme, or control characters. Anything else becomes the fallback.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

function looksSafe(path: string) {
  return path.startsWith("/") && !path.startsWith("//") && !UNSAFE_CHARS.test(path);
}

/** The path and every decoding of it ("/%2F%2Fevil" is "///evil" to a hop that decodes it) stay paths. */
function safeWhenDecoded(path: string) {
  let current = path;
  for (let i = 0; i < 4; i++) {
    if (!looksSafe(current)) return false;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (next === current) return true;
    current = next;
  }
  return looksSafe(current);
}

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  if (!safeWhenDecoded(target)) return fallback;
  try {
    const url = new URL(target, "http://placeholder.invalid");
    if (url.origin !== "http://placeholder.invalid") return fallback;
    const path = url.pathname + url.search + url.hash;
    // Dot segments collapse: "/.//evil.example" resolves to "//evil.example", another site.
    return safeWhenDecoded(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
