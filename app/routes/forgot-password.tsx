import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AccountPage, Notice, SubmitButton } from "~/components/account/AccountPage";
import { formErrors } from "~/components/account/form-errors";
import { ForgotPasswordSchema } from "~/components/account/schemas";
import { ErrorSummary, Honeypot, TextField } from "~/components/forms";
import { isBot, parseSubmission } from "~/forms/submission";
import { requireAnonymous } from "~/session/guards.server";
import { forgotPassword } from "~/upstream/accounts.server";
import { upstreamFormFailure } from "~/forms/upstream-errors.server";

/**
 * Forgot password: the same answer whether or not the e-mail has an account (no account
 * enumeration); the API mails a one-time link that expires in an hour.
 */
const SENT = "If an account exists for that e-mail address, we have sent it a link to reset the password. The link expires in 1 hour. Check your spam folder if it does not arrive.";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireAnonymous(request);
  const formData = await request.formData();
  if (isBot(formData)) return redirect("/forgot-password?sent=1");
  const submission = parseSubmission(formData, ForgotPasswordSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await forgotPassword(args, submission.value.email);
  } catch (error) {
    const { status, fieldErrors } = upstreamFormFailure(error, { unavailable: "We could not send the e-mail just now. Please try again later." });
    return data({ result: submission.reply({ fieldErrors }) }, { status });
  }
  return redirect("/forgot-password?sent=1");
}

export default function ForgotPassword() {
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors = formErrors(actionData?.result, [["email", "forgot-email"]]);
  if (sent) {
    return (
      <AccountPage title="Check your e-mail">
        <Notice tone="success">{SENT}</Notice>
        <p><Link to="/signin" className="font-semibold text-blue-800 underline">Back to sign in</Link></p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Forgot your password?" intro={<p>Enter the e-mail address of your account. We will send you a link to choose a new password.</p>}>
      <ErrorSummary id="forgot-errors" errors={errors.summary} />
      <Form method="post" noValidate className="space-y-4">
        <Honeypot />
        <TextField id="forgot-email" name="email" type="email" label="E-mail address" autoComplete="email" spellCheck={false} defaultValue={errors.value("email")} errors={errors.byField("email") ?? (errors.formError ? [errors.formError] : undefined)} />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Sending…">Send reset link</SubmitButton>
      </Form>
      <p className="mt-6"><Link to="/signin" className="text-blue-800 underline">Back to sign in</Link></p>
    </AccountPage>
  );
}

export const meta: MetaFunction = () => [{ title: "Forgot your password? | IndiaAI" }];
