import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ForgotPasswordSchema, ProfileSchema, ResetPasswordSchema, SignInSchema, SignUpSchema } from "../../app/accounts/schemas";
import { NewsletterFormSchema } from "../../app/follow/newsletter-schema";
import { isBot } from "../../app/forms/honeypot";
import { parseSubmission } from "../../app/forms/submission";

const PROTOTYPE_NAMES = [
  "toString",
  "hasOwnProperty",
  "constructor",
  "valueOf",
  "__proto__",
  "isPrototypeOf",
  "toString.x",
  "hasOwnProperty[0]",
];

function form(entries: [string, string][]) {
  const fd = new FormData();
  for (const [name, value] of entries) fd.append(name, value);
  return fd;
}

describe("parsing a form submission", () => {
  it("ignores fields named after Object.prototype members, so a crafted post cannot make an action throw", () => {
    const schemas = { NewsletterFormSchema, SignInSchema, SignUpSchema, ForgotPasswordSchema, ResetPasswordSchema, ProfileSchema };
    for (const [schemaName, schema] of Object.entries(schemas)) {
      for (const name of PROTOTYPE_NAMES) {
        for (const email of ["a@b.co", "not-an-email", ""]) {
          const submission = parseSubmission(
            form([
              [name, "x"],
              ["email", email],
            ]),
            schema,
          );
          expect(() => submission.reply(), `${schemaName} ${name}`).not.toThrow();
          const reply = submission.reply();
          expect(Object.keys(reply.initialValue ?? {}), `${schemaName} ${name}`).not.toContain(name.split(/[.[]/)[0]);
          expect(Object.keys(reply.error ?? {})).not.toContain("toString");
        }
      }
    }
  });

  it("drops those fields before Conform sees them and keeps every other field as sent", () => {
    const submission = parseSubmission(
      form([
        ["toString", "x"],
        ["hasOwnProperty", "y"],
        ["email", " a@b.co "],
        ["page_url", "/news"],
      ]),
      NewsletterFormSchema,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ email: "a@b.co", page_url: "/news" });
    expect(submission.payload).toEqual({ email: " a@b.co ", page_url: "/news" });
  });

  it("echoes only the form's own fields, however many others a post carries (docs/product/limits.md#request-size-limits: 789 kB in, 1.48 MB back)", () => {
    const padded = form([
      ["email", "nope"],
      ["password", "x"],
      ...Array.from({ length: 100 }, (_, i) => [`junk${i}`, "y".repeat(1000)] as [string, string]),
    ]);
    const reply = parseSubmission(padded, SignInSchema).reply({ hideFields: ["password"] });
    expect(Object.keys(reply.initialValue ?? {}).sort()).toEqual(["email"]);
    expect(JSON.stringify(reply).length).toBeLessThan(1000);
    // Through a refinement too: the reset form checks that its two passwords match.
    const reset = parseSubmission(
      form([
        ["token", "t"],
        ["password", "a"],
        ["confirm", "b"],
        ["junk", "y"],
      ]),
      ResetPasswordSchema,
    ).reply();
    expect(Object.keys(reset.initialValue ?? {})).not.toContain("junk");
  });

  it("reports field errors as before", () => {
    const submission = parseSubmission(form([["email", "nope"]]), z.object({ email: z.string().email("bad e-mail") }));
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ email: ["bad e-mail"] });
  });
});

describe("the honeypot", () => {
  it("marks a submission with the hidden field filled as a bot, and an empty one as a person", () => {
    expect(isBot(form([["website", "http://spam.example"]]))).toBe(true);
    expect(
      isBot(
        form([
          ["website", ""],
          ["email", "a@b.co"],
        ]),
      ),
    ).toBe(false);
    expect(isBot(form([["email", "a@b.co"]]))).toBe(false);
  });
});

describe("the contract's English messages in a failed submission", () => {
  it("reach the page as references it shows in its own language, parameters included", async () => {
    const { message } = await import("../../app/components/forms");
    const { translator } = await import("../../app/i18n");
    const reply = parseSubmission(
      form([
        ["email", "someone@example.com"],
        ["password", "short"],
        ["name", "Asha"],
      ]),
      SignUpSchema,
    ).reply();
    const [password] = reply.error?.password ?? [];
    expect(password).toBe('forms.error.passwordShort|{"min":8}');
    expect(message(translator("en"), password!).text).toBe("Password must be at least 8 characters.");
    expect(message(translator("hi"), password!).text).toBe("पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।");
  });

  it("leaves a message the portal does not know as it came, marked with its language", async () => {
    const { message } = await import("../../app/components/forms");
    const { translator } = await import("../../app/i18n");
    expect(message(translator("hi"), "Something the API says.")).toEqual({ text: "Something the API says.", lang: "en" });
    expect(message(translator("en"), "broken|{not json")).toEqual({ text: "broken|{not json", lang: "en" });
  });
});
