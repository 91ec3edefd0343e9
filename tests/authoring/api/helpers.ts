import { expect } from "vitest";
import { AuthoringItemResponse, type AuthoringItem, type AuthoringKind } from "../../../contract";
import { startAccountsApi } from "../../api/accounts-helpers";

/**
 * The API with the real outbox mailer, no sample content and no write limits in the way; `env`
 * sets variables of config/env.ts for this API only (EDITORIAL_FOUR_EYES=false).
 */
export async function startAuthoringApi(env: Record<string, string> = {}) {
  const ctx = await startAccountsApi(env, { writeLimits: { perUser: 10_000, perAddress: 10_000 } });
  const { api } = ctx;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON from the wire
  async function call(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
    const res = await fetch(api.baseUrl + url, {
      method,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  async function user(role: "user" | "editor" | "moderator" | "admin" = "user", name = "Asha Rao") {
    const created = await api.createUser({ name });
    if (role !== "user") await api.db.updateTable("users").set({ role }).where("id", "=", created.id).execute();
    const row = await api.db.selectFrom("users").select("email").where("id", "=", created.id).executeTakeFirstOrThrow();
    return { ...created, email: row.email! };
  }

  /** Creates an item and checks the answer against the contract. */
  async function create(token: string, kind: AuthoringKind, fields: Record<string, unknown>, query = ""): Promise<AuthoringItem> {
    const res = await call("POST", `/api/web/authoring/${kind}${query}`, fields, token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return AuthoringItemResponse.parse(res.body).data;
  }

  async function decide(token: string, id: number, action: string, note?: string) {
    return call("POST", `/api/editorial/items/${id}/decision`, { action, ...(note ? { note } : {}) }, token);
  }

  return { ...ctx, call, user, create, decide };
}

export type AuthoringApi = Awaited<ReturnType<typeof startAuthoringApi>>;

const common = (title: string) => ({
  title,
  summary: `A short summary of ${title}.`,
  body: `## About\n\n${title} is described here in **Markdown**.`,
  tags: "agritech, open data",
});

/** A complete submission of each kind. */
export const VALID: Record<AuthoringKind, (title: string) => Record<string, unknown>> = {
  article: (t) => ({ ...common(t), sector: "agriculture", source_url: "https://example.org/source" }),
  "case-study": (t) => ({ ...common(t), sector: "health" }),
  "research-report": (t) => ({ ...common(t), sector: "education" }),
  video: (t) => ({
    ...common(t),
    video_url: "https://www.youtube.com/watch?v=abc123",
    duration: "4:05",
    transcript: "Hello and welcome.",
    sector: "languages",
  }),
  "investment-fund": (t) => ({
    ...common(t),
    fund_size_crore: "250",
    stage: "seed",
    sectors: ["health", "climate"],
    contact_email: "fund@example.org",
  }),
  college: (t) => ({ ...common(t), state: "Karnataka", city: "Mysuru", website: "https://college.example.org", sectors: ["education"] }),
  company: (t) => ({ ...common(t), state: "Maharashtra", city: "Pune", website: "https://company.example.org", sectors: "manufacturing" }),
  startup: (t) => ({
    ...common(t),
    state: "Kerala",
    city: "Kochi",
    website: "https://startup.example.org",
    sectors: ["finance"],
    startup_stage: "early",
    founded_year: "2021",
  }),
  investor: (t) => ({ ...common(t), state: "Delhi", city: "New Delhi", website: "https://investor.example.org", sectors: ["other"] }),
  event: (t) => ({
    ...common(t),
    start_date: "2027-03-15",
    start_time: "09:30",
    end_date: "2027-03-15",
    end_time: "17:00",
    venue: "Sample Hall, Bengaluru",
    registration_url: "https://example.org/register",
    organiser: "IndiaAI",
  }),
};

export const submit = (kind: AuthoringKind, title: string): Record<string, unknown> => ({ ...VALID[kind](title), intent: "submit" });
