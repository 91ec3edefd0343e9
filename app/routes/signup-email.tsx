import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AccountPage, SubmitButton } from "~/components/account/AccountPage";
import { BotCheck } from "~/components/account/BotCheck";
import { formErrors } from "~/components/account/form-errors";
import { SignUpSchema } from "~/components/account/schemas";
import { hasConsent } from "~/chrome/consent.server";
import { ErrorSummary, Honeypot, TextField } from "~/components/forms";
import { PASSWORD_MIN } from "../../contract/accounts-constants";
import { isBot, parseSubmission } from "~/forms/submission";
import { upstreamFormFailure } from "~/forms/upstream-errors.server";
import { publicAccountsConfig } from "~/session/auth-config.server";
import { targetFrom } from "~/session/auth.server";
import { anonymousEntry, requireAnonymous } from "~/session/guards.server";
import { consentDate, register } from "~/upstream/accounts.server";

/**
 * Sign-up with name, e-mail and password (POST /api/register). The API answers the same for a new
 * and an already registered address, so the page does too: "check your e-mail", then sign in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const entry = await anonymousEntry(request);
  const config = publicAccountsConfig();
  return {
    ...entry,
    sent: new URL(request.url).searchParams.get("sent") === "1",
    recaptchaSiteKey: config.recaptchaSiteKey,
    recaptchaScriptUrl: config.recaptchaScriptUrl,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireAnonymous(request);
  const formData = await request.formData();
  // A filled honeypot is a bot: a quiet fake success, no account.
  if (isBot(formData)) return redirect("/");
  const submission = parseSubmission(formData, SignUpSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { name, email, password } = submission.value;
  const consent = hasConsent(request);
  try {
    await register(args, {
      name,
      email,
      password,
      consent_accepted: consent,
      consent_date: consent ? consentDate() : undefined,
      token: String(formData.get("g-recaptcha-response") ?? "") || null,
    });
    const next = new URLSearchParams({ sent: "1" });
    const target = targetFrom(formData);
    if (target.path !== "/") next.set("redirectTo", target.path);
    if (target.publish) next.set("publish", "true");
    return redirect(`/signup-email?${next}`);
  } catch (error) {
    // The bot check's token is shown at the bot check.
    const { status, fieldErrors } = upstreamFormFailure(error, { unavailable: "We could not create your account just now. Please try again later.", renameFields: { token: "bot" } });
    return data({ result: submission.reply({ fieldErrors, hideFields: ["password"] }) }, { status });
  }
}

export default function SignUpEmail() {
  const { sent, ...loaderData } = useLoaderData<typeof loader>();
  if (sent) return <CheckYourEmail redirectTo={loaderData.redirectTo} publish={loaderData.publish} />;
  return (
    <AccountPage title="Create an account with e-mail">
      <SignUpEmailForm {...loaderData} />
    </AccountPage>
  );
}

function CheckYourEmail({ redirectTo, publish }: { redirectTo?: string; publish?: boolean }) {
  const signIn = new URLSearchParams();
  if (redirectTo) signIn.set("redirectTo", redirectTo);
  if (publish) signIn.set("publish", "true");
  const query = signIn.toString();
  return (
    <AccountPage title="Check your e-mail">
      <div role="status">
        <p>We have sent a message to the address you gave about your account.</p>
        <p className="mt-3">If the account is new, you can sign in now with the password you chose.</p>
      </div>
      <p className="mt-6">
        <Link to={`/signin-email${query ? `?${query}` : ""}`} className="font-semibold text-blue-800 underline">Sign in</Link>
      </p>
    </AccountPage>
  );
}

export function SignUpEmailForm({ redirectTo, publish, recaptchaSiteKey, recaptchaScriptUrl }: {
  redirectTo?: string;
  publish?: boolean;
  recaptchaSiteKey: string | null;
  recaptchaScriptUrl: string;
}) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/signup-email";
  const errors = formErrors(actionData?.result, [
    ["name", "signup-name"],
    ["email", "signup-email"],
    ["password", "signup-password"],
    ["bot", "bot-check"],
  ]);
  return (
    <>
      <ErrorSummary id="signup-errors" errors={errors.summary} />
      <Form method="post" action="/signup-email" noValidate className="space-y-4">
        <Honeypot />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {publish ? <input type="hidden" name="publish" value="true" /> : null}
        <TextField id="signup-name" name="name" label="Full name" autoComplete="name" defaultValue={errors.value("name")} errors={errors.byField("name")} />
        <TextField id="signup-email" name="email" type="email" label="E-mail address" autoComplete="email" spellCheck={false} defaultValue={errors.value("email")} errors={errors.byField("email")} />
        <TextField id="signup-password" name="password" type="password" label="Password" hint={`At least ${PASSWORD_MIN} characters. A few unrelated words make a strong password.`} autoComplete="new-password" errors={errors.byField("password")} />
        <BotCheck siteKey={recaptchaSiteKey} scriptUrl={recaptchaScriptUrl} error={errors.byField("bot")?.[0]} />
        <p className="text-sm text-slate-700">
          By creating an account you agree to the <Link to="/terms" className="underline">terms of use</Link> and the{" "}
          <Link to="/privacy-policy" className="underline">privacy policy</Link>.
        </p>
        <SubmitButton busy={busy} busyLabel="Creating your account…">Create account</SubmitButton>
      </Form>
      <p className="mt-6">
        Already have an account? <Link to="/signin" className="font-semibold text-blue-800 underline">Sign in</Link>
      </p>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Create an account with e-mail | IndiaAI" }];
