import { describe, expect, it } from "vitest";

process.env.SESSION_SECRET ??= "test-secret-for-course-access";

const { requireCourseAccess } = await import("~/content/course-access.server");
const { readReturnCookie } = await import("~/accounts/auth.server");
const { createSessionCookie } = await import("~/upstream/session.server");

async function refusal(path: string, cookie?: string): Promise<Response | null> {
  try {
    await requireCourseAccess(new Request(`http://portal.test${path}`, { headers: cookie ? { Cookie: cookie } : {} }));
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function sessionOf(email: string | null) {
  const cookie = await createSessionCookie(new Request("http://portal.test/"), {
    token: "t",
    user: { id: 7, uuid: "u", name: "Learner", profile_url: null, email, consent_accepted: true },
  });
  return cookie.split(";")[0];
}

describe("opening a learning course (docs/product/browse.md#learning-courses), whichever link led to it", () => {
  it("sends an anonymous visitor to sign in, with the course as return path in a cookie and in the address", async () => {
    const res = (await refusal("/learning/clinical-ai-evaluation"))!;
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!, "http://portal.test");
    expect(location.pathname).toBe("/signin");
    expect(location.searchParams.get("redirectTo")).toBe("/learning/clinical-ai-evaluation");
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^__return_to=.+HttpOnly/);
    const request = new Request("http://portal.test/signin", { headers: { Cookie: cookie.split(";")[0] } });
    expect(await readReturnCookie(request)).toEqual({ path: "/learning/clinical-ai-evaluation", publish: false });
  });

  it("keeps a Hindi visitor on the Hindi sign-in page, coming back to the Hindi course", async () => {
    const res = (await refusal("/hi/learning/clinical-ai-evaluation"))!;
    const location = new URL(res.headers.get("Location")!, "http://portal.test");
    expect(location.pathname).toBe("/hi/signin");
    expect(location.searchParams.get("redirectTo")).toBe("/hi/learning/clinical-ai-evaluation");
  });

  it("asks a signed-in user without an e-mail to add one first", async () => {
    const res = (await refusal("/learning/clinical-ai-evaluation", await sessionOf(null)))!;
    expect(new URL(res.headers.get("Location")!, "http://portal.test").pathname).toBe("/force-add-email");
  });

  it("opens the course for a signed-in user with an e-mail, and every other type for everyone", async () => {
    expect(await refusal("/learning/clinical-ai-evaluation", await sessionOf("l@example.test"))).toBeNull();
    expect(await refusal("/article/flood-forecasting")).toBeNull();
    expect(await refusal("/videos/explainer-crop-advisory-model")).toBeNull();
  });
});
