import type { TestApi } from "../api/harness";

/**
 * Requests as a browser sends them to the portal's loaders and actions, and a signed-in user with
 * the session cookie the portal would have set at sign-in. Set SESSION_SECRET before calling
 * `signedIn` (the session module reads it when first loaded).
 */

export function get(path: string, cookie?: string): Request {
  return new Request(`http://portal.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** A form post without files (application/x-www-form-urlencoded). */
export function post(path: string, fields: Record<string, string>, cookie?: string): Request {
  return new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

/** A multipart post, as a form with a file input sends it; repeated values for checkboxes. */
export function multipartPost(path: string, fields: Record<string, string | string[] | File>, cookie?: string): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return new Request(`http://portal.test${path}`, { method: "POST", headers: cookie ? { Cookie: cookie } : {}, body });
}

/** Runs a loader or action; a thrown Response (redirect, 403, 404) is returned like a returned one. */
export async function run<T>(fn: () => Promise<T>): Promise<T | Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** A new user of the API, signed in to the portal: their token and the session cookie. */
export async function signedIn(api: TestApi, name: string, email: (id: number) => string = (id) => `user${id}@example.test`) {
  const { createSessionCookie } = await import("~/upstream/session.server");
  const user = await api.createUser({ name });
  const header = await createSessionCookie(new Request("http://portal.test/"), {
    token: user.token,
    user: { id: user.id, uuid: `u-${user.id}`, name, profile_url: null, email: email(user.id), consent_accepted: true },
  });
  return { ...user, cookie: header.split(";")[0] };
}
