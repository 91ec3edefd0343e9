import { describe, expect, it } from "vitest";
import { isFailedSubmission } from "~/forms/failed-submission";

describe("a failed form submission (the page title then starts with Error:)", () => {
  it("is a Conform reply with errors, as is or as { result }", () => {
    expect(isFailedSubmission({ status: "error", initialValue: {}, error: { email: ["Enter an e-mail address"] } })).toBe(true);
    expect(isFailedSubmission({ result: { status: "error", error: { "": ["Try again later"] } }, botCheck: false })).toBe(true);
    expect(isFailedSubmission({ result: { initialValue: {}, error: { password: ["Incorrect"] } } })).toBe(true);
  });

  it("is not a success, an empty reply or some other answer", () => {
    expect(isFailedSubmission({ status: "success" })).toBe(false);
    expect(isFailedSubmission({ result: { initialValue: {}, error: { email: null } } })).toBe(false);
    expect(isFailedSubmission({ ok: true })).toBe(false);
    expect(isFailedSubmission(null)).toBe(false);
    expect(isFailedSubmission("error")).toBe(false);
  });
});
