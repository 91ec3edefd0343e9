import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthorizationError } from "remix-auth";
import { AccountPage, SubmitButton } from "~/components/account/AccountPage";
import { formErrors } from "~/components/account/form-errors";
import { SignInSchema } from "~/components/account/schemas";
import { ErrorSummary, Honeypot, TextField } from "~/components/forms";
import { isBot, parseSubmission } from "~/forms/submission";
import { authenticatorFor, completeSignIn, signInFailureStatus, targetFrom } from "~/session/auth.server";
import { anonymousEntry, requireAnonymous } from "~/session/guards.server";

/** Sign-in with e-mail and password: remix-auth's form strategy against POST /api/oauth/token. */
export async function loader({ request }: LoaderFunctionArgs) {
  const entry = await anonymousEntry(request);
  return entry;
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireAnonymous(request);
  const formData = await request.formData();
  if (isBot(formData)) return redirect("/");
  const submission = parseSubmission(formData, SignInSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    // remix-auth copies the request; the body is already read, so hand it a bodiless copy.
    const bare = new Request(request.url, { method: "POST", headers: request.headers });
    const signedIn = await authenticatorFor(args).authenticate("form", bare, {
      context: { ...context, formData },
      throwOnError: true,
    });
    return completeSignIn(args, signedIn, targetFrom(formData));
  } catch (error) {
    if (error instanceof AuthorizationError) {
      return data({ result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }) }, { status: signInFailureStatus(error) });
    }
    throw error;
  }
}

export default function SignInEmail() {
  const { redirectTo, publish } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Sign in with e-mail">
      <SignInEmailForm redirectTo={redirectTo} publish={publish} />
    </AccountPage>
  );
}

/** The e-mail form, also shown on /signin; it always posts here. */
export function SignInEmailForm({ redirectTo, publish }: { redirectTo?: string; publish?: boolean }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/signin-email";
  const errors = formErrors(actionData?.result, [
    ["email", "signin-email"],
    ["password", "signin-password"],
  ]);
  const back = new URLSearchParams();
  if (redirectTo) back.set("redirectTo", redirectTo);
  if (publish) back.set("publish", "true");
  const query = back.toString() ? `?${back}` : "";
  return (
    <>
      <ErrorSummary id="signin-errors" errors={errors.summary} />
      <Form method="post" action="/signin-email" noValidate className="space-y-4">
        <Honeypot />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {publish ? <input type="hidden" name="publish" value="true" /> : null}
        <TextField id="signin-email" name="email" type="email" label="E-mail address" autoComplete="email" spellCheck={false} defaultValue={errors.value("email")} errors={errors.byField("email") ?? (errors.formError ? [errors.formError] : undefined)} />
        <TextField id="signin-password" name="password" type="password" label="Password" autoComplete="current-password" errors={errors.byField("password")} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={busy} busyLabel="Signing in…">Sign in</SubmitButton>
          <Link to="/forgot-password" className="text-blue-800 underline">Forgot your password?</Link>
        </div>
      </Form>
      <p className="mt-6">
        New here? <Link to={`/signup${query}`} className="font-semibold text-blue-800 underline">Create an account</Link>
      </p>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Sign in with e-mail | IndiaAI" }];
