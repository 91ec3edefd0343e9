import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CurrentUserResponse, TokenResponse, UserDetailsResponse } from "../../contract";
import { BAD_CREDENTIALS, RESET_SENT, SIGNUP_CHECK_EMAIL } from "../../api/accounts";
import { sessionEnds, type SessionsEnded } from "../../contract/content-changes";
import { register, startAccountsApi, uniqueEmail } from "./accounts-helpers";

const SECRET = "portal-secret-for-tests";
process.env.PORTAL_API_SECRET = SECRET;

let ctx: Awaited<ReturnType<typeof startAccountsApi>>;
const api = () => ctx.api;

beforeAll(async () => {
  ctx = await startAccountsApi({ AUTH_RATE_LIMIT_IP: "0" });
});
afterAll(async () => {
  await ctx?.close();
});

async function signIn(email: string, password: string) {
  return api().post("/api/oauth/token", { grant_type: "password", username: email, password });
}

async function social(body: Record<string, unknown>, secret: string | null = SECRET) {
  const res = await fetch(`${api().baseUrl}/api/oauth/social`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(secret ? { "X-Portal-Secret": secret } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** The reset link mailed to `email`, its token decoded. */
async function resetLink(email: string) {
  await ctx.api.settle(); // the sign-up's welcome, sent after its answer, is not counted as the reset mail
  const before = ctx.mails().length;
  await api().post("/api/password/forgot", { email });
  const mail = await ctx.mailed(() =>
    ctx
      .mails()
      .slice(before)
      .find((m) => m.to === email),
  );
  return decodeURIComponent(/token=([\w%-]+)/.exec(mail.text)![1]);
}

describe("sign-up", () => {
  it("creates a user who can sign in, mails a welcome and stores only a scrypt hash of the password", async () => {
    const email = uniqueEmail();
    const res = await api().post("/api/register", { name: "Asha Rao", email: email.toUpperCase(), password: "correct horse battery" });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: SIGNUP_CHECK_EMAIL });
    await ctx.mailed(() => ctx.mails().find((m) => m.to === email && /account is ready/.test(m.subject)));
    const body = TokenResponse.parse((await api().post("/api/oauth/token", { username: email, password: "correct horse battery" })).body);
    expect(body.token_type).toBe("Bearer");
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ name: "Asha Rao", email, role: "user", has_password: true, consent_accepted: false });
    const row = await api().db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(row.password_hash).not.toContain("correct horse");
  });

  it("answers a sign-up with a registered e-mail exactly like a new one, mails the owner and changes nothing", async () => {
    const first = await register(api());
    const fresh = await api().post("/api/register", { name: "Other", email: uniqueEmail(), password: "another password" });
    const taken = await api().post("/api/register", { name: "Other", email: first.email.toUpperCase(), password: "another password" });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.headers.get("content-length")).toBe(fresh.headers.get("content-length"));
    const warning = await ctx.mailed(() => ctx.mails().find((m) => m.to === first.email && /tried to create/.test(m.subject)));
    expect(warning.text).toMatch(/forgot-password/);
    expect((await signIn(first.email, "another password")).status).toBe(401);
    expect((await signIn(first.email, first.password)).status).toBe(200);
    expect(await api().db.selectFrom("users").select("id").where("email", "=", first.email).execute()).toHaveLength(1);
  });

  it("names every field at fault", async () => {
    const res = await api().post("/api/register", { name: " ", email: "not-an-email", password: "short" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "name", "password"]);
    expect(res.body.errors.password[0]).toMatch(/at least 8/);
    const empty = await api().post("/api/register", {});
    expect(empty.status).toBe(422);
    const markup = await api().post("/api/register", { name: "<script>", email: uniqueEmail(), password: "long enough password" });
    expect(markup.body.errors.name).toBeDefined();
  });

  it("refuses names with text-direction overrides or invisible characters, and keeps Indic joiners", async () => {
    for (const name of ["Admin\u202Etxt.exe", "Asha\u200BRao", "\u2066Ravi\u2069", "Me\uFEFFera"]) {
      const res = await api().post("/api/register", { name, email: uniqueEmail(), password: "long enough password" });
      expect(res.status, JSON.stringify(name)).toBe(422);
      expect(res.body.errors.name[0]).toMatch(/invisible or text-direction/);
    }
    // Zero-width (non-)joiners spell Devanagari and Malayalam names.
    const joined = await api().post("/api/register", { name: "क्\u200Dष", email: uniqueEmail(), password: "long enough password" });
    expect(joined.status).toBe(202);
  });

  it("keeps the cookie consent given before signing up", async () => {
    const res = await api().post("/api/register", {
      name: "Consenting",
      email: uniqueEmail(),
      password: "long enough password",
      consent_accepted: 1,
      consent_date: "2024-05-01 10:20:30",
    });
    expect(res.status).toBe(202);
    const row = await api().db.selectFrom("users").selectAll().where("name", "=", "Consenting").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ consent_accepted: 1, consent_date: "2024-05-01 10:20:30" });
  });
});

describe("tokens", () => {
  it("signs in with the password grant, as JSON or form-encoded", async () => {
    const user = await register(api());
    const json = await signIn(user.email, user.password);
    expect(json.status).toBe(200);
    expect(json.headers.get("cache-control")).toBe("no-store");
    TokenResponse.parse(json.body);
    const form = await fetch(`${api().baseUrl}/api/oauth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "password", username: user.email, password: user.password }),
    });
    expect(form.status).toBe(200);
    expect((await form.json()).access_token).not.toBe(json.body.access_token);
  });

  it("answers the same error for an unknown e-mail and a wrong password", async () => {
    const user = await register(api());
    const wrong = await signIn(user.email, "wrong password!");
    const unknown = await signIn(uniqueEmail("nobody"), "wrong password!");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: BAD_CREDENTIALS });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("rejects a sign-in without credentials with 422", async () => {
    const res = await api().post("/api/oauth/token", { grant_type: "password" });
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toBeDefined();
    const badGrant = await api().post("/api/oauth/token", { grant_type: "client_credentials", username: "a@b.co", password: "x" });
    expect(badGrant.status).toBe(422);
    const malformed = await api().post("/api/oauth/token", "{not json", { raw: true });
    expect(malformed.status).toBe(422);
  });

  it("stores tokens only as sha256 hashes", async () => {
    const user = await register(api());
    const rows = await api().db.selectFrom("access_tokens").selectAll().where("user_id", "=", user.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash("sha256").update(user.token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(user.token);
  });

  it("GET /api/user answers the current user for a live token and 401 otherwise", async () => {
    const user = await register(api());
    const me = await api().get("/api/user", { token: user.token });
    expect(me.status).toBe(200);
    expect(CurrentUserResponse.parse(me.body).data).toMatchObject({ uuid: user.user.uuid, email: user.email });
    expect((await api().get("/api/user")).status).toBe(401);
    const garbage = await api().get("/api/user", { token: "x".repeat(43) });
    expect(garbage.status).toBe(401);
    expect(garbage.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it("stops accepting a token once it has expired", async () => {
    const user = await register(api());
    expect((await api().get("/api/user", { token: user.token })).status).toBe(200);
    await api()
      .db.updateTable("access_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.user.id)
      .execute();
    expect((await api().get("/api/user", { token: user.token })).status).toBe(401);
  });

  it("revokes the token on logout, and only that token", async () => {
    const user = await register(api());
    const other = (await signIn(user.email, user.password)).body.access_token as string;
    const out = await api().post("/api/logout", {}, { token: user.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect((await api().get("/api/user", { token: user.token })).status).toBe(401);
    expect((await api().post("/api/logout", {}, { token: user.token })).status).toBe(401);
    expect((await api().get("/api/user", { token: other })).status).toBe(200);
    const row = await api()
      .db.selectFrom("access_tokens")
      .select("revoked_at")
      .where("user_id", "=", user.user.id)
      .where("revoked_at", "is not", null)
      .executeTakeFirst();
    expect(row?.revoked_at).toBeTruthy();
  });

  it("accepts our tokens in the other API areas (since-last-visit needs one)", async () => {
    const user = await register(api());
    expect((await api().get("/api/recommendations/since-last-visit")).status).toBe(401);
    expect((await api().get("/api/recommendations/since-last-visit", { token: user.token })).status).toBe(200);
  });
});

describe("users", () => {
  it("tells whether the signed-in user has an e-mail", async () => {
    const user = await register(api());
    expect((await api().get("/api/web/check/user", { token: user.token })).body).toEqual({ data: { email_present: true } });
    expect((await api().get("/api/web/check/user")).status).toBe(401);
  });

  it("shows a user's public details, with the e-mail only to its owner", async () => {
    const owner = await register(api(), { name: "Ravi Kumar" });
    const viewer = await register(api());
    const path = `/api/user/${owner.user.uuid}/details`;
    const anonymous = UserDetailsResponse.parse((await api().get(path)).body).data;
    expect(anonymous).toMatchObject({ name: "Ravi Kumar", email: null, profile_url: "/images/avatar-placeholder.svg" });
    expect((await api().get(path, { token: viewer.token })).body.data.email).toBeNull();
    expect((await api().get(path, { token: owner.token })).body.data.email).toBe(owner.email);
    expect((await api().get("/api/user/00000000-0000-4000-8000-000000000000/details")).status).toBe(404);
    expect((await api().get("/api/user/not-a-uuid/details")).status).toBe(404);
  });

  it("records cookie consent for the signed-in user only (docs/product/chrome.md#cookie-banner)", async () => {
    const user = await register(api());
    const other = await register(api());
    const body = { user_id: user.user.id, consent_accepted: 1, consent_date: "2025-01-02 03:04:05" };
    expect((await api().post("/api/user/accept/cookie", body)).status).toBe(401);
    expect((await api().post("/api/user/accept/cookie", body, { token: other.token })).status).toBe(403);
    const bad = await api().post("/api/user/accept/cookie", { ...body, consent_date: "2025-01-02T03:04:05Z" }, { token: user.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.consent_date).toBeDefined();
    const ok = await api().post("/api/user/accept/cookie", body, { token: user.token });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ consent_accepted: true, consent_date: "2025-01-02 03:04:05" });
  });

  it("updates the profile and refuses unsafe image addresses", async () => {
    const user = await register(api());
    const ok = await api().post(
      "/api/user/profile",
      { name: "Asha R.", profile_image: "https://images.example/asha.png" },
      { token: user.token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: "Asha R.", profile_url: "https://images.example/asha.png" });
    for (const image of ["javascript:alert(1)", "http://insecure.example/a.png", "//evil.example/a.png", "data:image/png;base64,AAAA"]) {
      const res = await api().post("/api/user/profile", { name: "Asha", profile_image: image }, { token: user.token });
      expect(res.status, image).toBe(422);
      expect(res.body.errors.profile_image).toBeDefined();
    }
    const cleared = await api().post("/api/user/profile", { name: "Asha", profile_image: "" }, { token: user.token });
    expect(cleared.body.data.profile_url).toBe("/images/avatar-placeholder.svg");
    expect((await api().post("/api/user/profile", { name: "" }, { token: user.token })).status).toBe(422);
    expect((await api().post("/api/user/profile", { name: "A" })).status).toBe(401);
  });

  it("changes the password with the current one and signs out other devices", async () => {
    const user = await register(api());
    const otherDevice = (await signIn(user.email, user.password)).body.access_token;
    const wrong = await api().post(
      "/api/user/password",
      { current_password: "nope nope", password: "brand new password" },
      { token: user.token },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toBeDefined();
    const ok = await api().post(
      "/api/user/password",
      { current_password: user.password, password: "brand new password" },
      { token: user.token },
    );
    expect(ok.status).toBe(200);
    expect((await api().get("/api/user", { token: user.token })).status).toBe(200);
    expect((await api().get("/api/user", { token: otherDevice })).status).toBe(401);
    expect((await signIn(user.email, "brand new password")).status).toBe(200);
  });
});

describe("password reset", () => {
  it("answers the same for a known and an unknown e-mail and mails only the known one", async () => {
    const user = await register(api());
    await ctx.api.settle();
    const before = ctx.mails().length;
    const unknown = await api().post("/api/password/forgot", { email: uniqueEmail("ghost") });
    const known = await api().post("/api/password/forgot", { email: user.email.toUpperCase() });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual({ message: RESET_SENT });
    expect(known.body).toEqual(unknown.body);
    const mail = await ctx.mailed(() =>
      ctx
        .mails()
        .slice(before)
        .find((m) => m.to === user.email),
    );
    expect(ctx.mails().slice(before)).toHaveLength(1);
    expect(mail.subject).toMatch(/Reset your IndiaAI password/);
    expect(mail.text).toMatch(/http:\/\/portal\.test\/reset-password\?token=[\w-]{43}/);
    expect((await api().post("/api/password/forgot", { email: "bad" })).status).toBe(422);
  });

  it("sets a new password once per link, signs every device out, and the old password stops working", async () => {
    const user = await register(api());
    const token = await resetLink(user.email);
    const tooShort = await api().post("/api/password/reset", { token, password: "short" });
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.errors.password).toBeDefined();
    const ok = await api().post("/api/password/reset", { token, password: "a whole new password" });
    expect(ok.status).toBe(200);
    expect((await api().get("/api/user", { token: user.token })).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, "a whole new password")).status).toBe(200);
    const again = await api().post("/api/password/reset", { token, password: "yet another password" });
    expect(again.status).toBe(422);
    expect(again.body.errors.token[0]).toMatch(/expired or was already used/);
    await ctx.mailed(() => ctx.mails().find((m) => m.to === user.email && /was changed/.test(m.subject)));
  });

  it("refuses an expired or unknown link", async () => {
    const user = await register(api());
    const token = await resetLink(user.email);
    await api()
      .db.updateTable("password_reset_tokens")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("user_id", "=", user.user.id)
      .execute();
    expect((await api().post("/api/password/reset", { token, password: "a whole new password" })).status).toBe(422);
    expect((await api().post("/api/password/reset", { token: "made-up", password: "a whole new password" })).status).toBe(422);
    expect((await api().post("/api/password/reset", { password: "a whole new password" })).status).toBe(422);
  });

  it("stores reset tokens hashed", async () => {
    const user = await register(api());
    const token = await resetLink(user.email);
    const rows = await api().db.selectFrom("password_reset_tokens").selectAll().where("user_id", "=", user.user.id).execute();
    expect(rows[0].token_hash).toBe(createHash("sha256").update(token).digest("hex"));
  });
});

describe("social sign-in (server to server)", () => {
  it("needs the shared secret", async () => {
    const body = { provider: "google", subject: "g-1", email: uniqueEmail(), email_verified: true, name: "G" };
    expect((await social(body, null)).status).toBe(401);
    expect((await social(body, "wrong secret")).status).toBe(401);
    expect((await social({ provider: "myspace", subject: "x" })).status).toBe(422);
  });

  it("creates a user once and signs the same identity in again", async () => {
    const email = uniqueEmail("google");
    const first = await social({
      provider: "google",
      subject: `sub-${email}`,
      email,
      email_verified: true,
      name: "Gita Google",
      picture: "https://lh3.example/p.png",
    });
    expect(first.status).toBe(201);
    expect(first.body.user).toMatchObject({
      name: "Gita Google",
      email,
      has_password: false,
      providers: ["google"],
      profile_url: "https://lh3.example/p.png",
    });
    const again = await social({ provider: "google", subject: `sub-${email}`, email, email_verified: true, name: "Renamed" });
    expect(again.status).toBe(200);
    expect(again.body.user.uuid).toBe(first.body.user.uuid);
    expect(again.body.user.name).toBe("Gita Google");
  });

  it("links a verified e-mail to the existing account and never an unverified one", async () => {
    const user = await register(api());
    const unverified = await social({
      provider: "google",
      subject: `unverified-${user.email}`,
      email: user.email,
      email_verified: false,
      name: "Imposter",
    });
    expect(unverified.status).toBe(201);
    expect(unverified.body.user.uuid).not.toBe(user.user.uuid);
    expect(unverified.body.user.email).toBeNull();
    const verified = await social({ provider: "facebook", subject: `fb-${user.email}`, email: user.email, name: "Asha on Facebook" });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ uuid: user.user.uuid, providers: ["facebook"], has_password: true });
  });

  it("creates a user without e-mail when the provider gives none", async () => {
    const res = await social({ provider: "facebook", subject: `no-mail-${Date.now()}`, name: "No Mail" });
    expect(res.status).toBe(201);
    const token = res.body.access_token;
    expect((await api().get("/api/web/check/user", { token })).body).toEqual({ data: { email_present: false } });
    const added = await api().post("/api/user/email", { email: uniqueEmail("added") }, { token });
    expect(added.status).toBe(200);
    expect((await api().get("/api/web/check/user", { token })).body).toEqual({ data: { email_present: true } });
    expect((await api().post("/api/user/email", { email: uniqueEmail() }, { token })).status).toBe(409);
  });

  it("refuses to add an e-mail another account uses", async () => {
    const taken = await register(api());
    const res = await social({ provider: "facebook", subject: `taken-${Date.now()}`, name: "No Mail" });
    const add = await api().post("/api/user/email", { email: taken.email }, { token: res.body.access_token });
    expect(add.status).toBe(422);
    expect(add.body.errors.email[0]).toMatch(/another account/);
    expect((await api().post("/api/user/email", { email: "nope" }, { token: res.body.access_token })).status).toBe(422);
  });
});

describe("roles", () => {
  it("lets only an admin change roles", async () => {
    const admin = await register(api());
    const user = await register(api());
    await api().db.updateTable("users").set({ role: "admin" }).where("id", "=", admin.user.id).execute();
    const path = `/api/admin/users/${user.user.uuid}/role`;
    expect((await api().post(path, { role: "admin" }, { token: user.token })).status).toBe(403);
    expect((await api().post(path, { role: "boss" }, { token: admin.token })).status).toBe(422);
    const ok = await api().post(path, { role: "moderator" }, { token: admin.token });
    expect(ok.status).toBe(200);
    expect(ok.body.data.role).toBe("moderator");
    expect(
      (await api().post("/api/admin/users/00000000-0000-4000-8000-000000000000/role", { role: "user" }, { token: admin.token })).status,
    ).toBe(404);
  });
});

describe("delete account", () => {
  it("needs the password and a confirmation", async () => {
    const user = await register(api());
    expect((await api().post("/api/user/delete", { confirm: true, password: "wrong password" }, { token: user.token })).status).toBe(422);
    const unconfirmed = await api().post("/api/user/delete", { password: user.password }, { token: user.token });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors.confirm).toBeDefined();
    expect((await api().post("/api/user/delete", { confirm: true })).status).toBe(401);
  });

  it("removes personal data, keeps comments as from a deleted user, and ends every token", async () => {
    const user = await register(api(), { name: "Leaving Soon" });
    const db = api().db;
    const now = new Date().toISOString();
    const { id: collectionId } = await db
      .insertInto("collections")
      .values({
        collection_type: 2,
        title: "A",
        slug: `a-${Date.now()}`,
        excerpt: null,
        body: "",
        body_text: "",
        tag_text: "",
        featured_image_url: null,
        featured_image_alt: null,
        featured_image_title: null,
        featured_image_description: null,
        read_time: null,
        published_at: now,
        updated_at: now,
        created_at: now,
        source: null,
        status: "published",
        location: null,
        state: null,
        country: null,
        is_brand: 0,
        is_featured: 0,
        head_category: null,
        attributes: "{}",
        created_by: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("comments")
      .values({
        collection_id: collectionId,
        user_id: user.user.id,
        reference_comment_id: null,
        comment: "Still here",
        status: 3,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await api().post("/api/password/forgot", { email: user.email });

    const res = await api().post("/api/user/delete", { confirm: true, password: user.password }, { token: user.token });
    expect(res.status).toBe(200);

    const row = await db.selectFrom("users").selectAll().where("id", "=", user.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Deleted user", email: null, password_hash: null, profile_image: null });
    expect(row.deleted_at).toBeTruthy();
    const comment = await db
      .selectFrom("comments")
      .innerJoin("users", "users.id", "comments.user_id")
      .select(["comment", "users.name"])
      .where("comments.user_id", "=", user.user.id)
      .executeTakeFirstOrThrow();
    expect(comment).toEqual({ comment: "Still here", name: "Deleted user" });
    expect(await db.selectFrom("access_tokens").selectAll().where("user_id", "=", user.user.id).execute()).toEqual([]);
    expect(await db.selectFrom("password_reset_tokens").selectAll().where("user_id", "=", user.user.id).execute()).toEqual([]);
    expect((await api().get("/api/user", { token: user.token })).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await api().get(`/api/user/${user.user.uuid}/details`)).status).toBe(404);
    // The e-mail is free again.
    expect((await api().post("/api/register", { name: "Back", email: user.email, password: "another long password" })).status).toBe(202);
    expect((await signIn(user.email, "another long password")).status).toBe(200);
  });
});

describe("sessions ended", () => {
  /** What the API announced to the portals (contract/content-changes.ts) while `action` ran. */
  async function announcedDuring(action: () => Promise<unknown>) {
    const heard: SessionsEnded[] = [];
    const stop = sessionEnds.subscribe((ended) => heard.push(ended));
    try {
      await action();
    } finally {
      stop();
    }
    return heard;
  }

  it("are announced with the user on sign-out, a password change or reset and account deletion, and not for a token already revoked", async () => {
    const [out, changed, reset, deleted] = [await register(api()), await register(api()), await register(api()), await register(api())];
    expect(await announcedDuring(() => api().post("/api/logout", {}, { token: out.token }))).toEqual([
      { reason: "sign-out", userId: out.user.id },
    ]);
    expect(await announcedDuring(() => api().post("/api/logout", {}, { token: out.token }))).toEqual([]);
    const changing = () =>
      api().post("/api/user/password", { current_password: changed.password, password: "brand new password" }, { token: changed.token });
    expect(await announcedDuring(changing)).toEqual([{ reason: "password-changed", userId: changed.user.id }]);
    const link = await resetLink(reset.email);
    expect(await announcedDuring(() => api().post("/api/password/reset", { token: link, password: "a whole new password" }))).toEqual([
      { reason: "password-reset", userId: reset.user.id },
    ]);
    const deleting = () => api().post("/api/user/delete", { confirm: true, password: deleted.password }, { token: deleted.token });
    expect(await announcedDuring(deleting)).toEqual([{ reason: "account-deleted", userId: deleted.user.id }]);
  });
});
