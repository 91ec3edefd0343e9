import { describe, expect, it } from "vitest";
import { upstreamFormFailure } from "../../app/upstream/form-failure.server";
import { UpstreamError } from "../../app/upstream/core.server";

const unavailable = "account.signUp.unavailable" as const;

describe("an upstream failure in a form action", () => {
  it("shows the fields the API names as field errors, with 400", () => {
    const error = new UpstreamError(422, "/api/x", { message: "Invalid", errors: { email: ["Taken."], token: ["Bot check failed."] } });
    expect(upstreamFormFailure(error, { unavailable, renameFields: { token: "bot" } })).toEqual({
      status: 400,
      fieldErrors: { email: ["Taken."], bot: ["Bot check failed."] },
    });
  });

  it("shows another refusal's message for the whole form, and keeps 429 for too many attempts", () => {
    expect(upstreamFormFailure(new UpstreamError(403, "/api/x", { message: "Not allowed." }), { unavailable })).toEqual({
      status: 400,
      fieldErrors: { "": ["Not allowed."] },
    });
    expect(upstreamFormFailure(new UpstreamError(429, "/api/x", { message: "Too many attempts." }), { unavailable }).status).toBe(429);
  });

  it("answers 503 with the form's own message when the API is down or broken, never a 500", () => {
    for (const status of [0, 500, 502, 503]) {
      expect(
        upstreamFormFailure(new UpstreamError(status, "/api/x", status ? { message: "Server Error" } : null), { unavailable }),
      ).toEqual({ status: 503, fieldErrors: { "": [unavailable] } });
    }
  });

  it("lets anything that is not an upstream failure through", () => {
    expect(() => upstreamFormFailure(new TypeError("bug"), { unavailable })).toThrow("bug");
  });
});
