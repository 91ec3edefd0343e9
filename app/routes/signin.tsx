import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountPage, Notice } from "~/components/account/AccountPage";
import { SocialButtons } from "~/components/account/SocialButtons";
import { publicAccountsConfig } from "~/session/auth-config.server";
import { anonymousEntry } from "~/session/guards.server";
import { SignInEmailForm } from "./signin-email";

/** Why a social sign-in came back here: fixed texts, never text from the URL. */
const NOTICES = {
  cancelled: "You cancelled signing in. You can try again or use your e-mail address.",
  failed: "We could not sign you in with that account. Please try again.",
  unavailable: "That way of signing in is not available right now.",
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const entry = await anonymousEntry(request);
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  const config = publicAccountsConfig();
  return {
    ...entry,
    google: config.google,
    facebook: config.facebook,
    notice: error && error in NOTICES ? NOTICES[error as keyof typeof NOTICES] : null,
  };
}

export default function SignIn() {
  const { redirectTo, publish, google, facebook, notice } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Sign in" intro={publish ? <p>Sign in to publish your content.</p> : <p>Sign in to comment, contribute and manage your uploads.</p>}>
      {notice ? <Notice tone="error">{notice}</Notice> : null}
      <SocialButtons google={google} facebook={facebook} redirectTo={redirectTo} publish={publish} />
      <SignInEmailForm redirectTo={redirectTo} publish={publish} />
    </AccountPage>
  );
}

export const meta: MetaFunction = () => [{ title: "Sign in | IndiaAI" }];
