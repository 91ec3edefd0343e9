import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/AccountPage";
import { SocialButtons } from "~/components/account/SocialButtons";
import { publicAccountsConfig } from "~/session/auth-config.server";
import { anonymousEntry } from "~/session/guards.server";
import { SignUpEmailForm } from "./signup-email";

export async function loader({ request }: LoaderFunctionArgs) {
  const entry = await anonymousEntry(request);
  const config = publicAccountsConfig();
  return {
    ...entry,
    google: config.google,
    facebook: config.facebook,
    recaptchaSiteKey: config.recaptchaSiteKey,
    recaptchaScriptUrl: config.recaptchaScriptUrl,
  };
}

export default function SignUp() {
  const { google, facebook, ...form } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Create an account" intro={<p>With an account you can comment, contribute content and manage your uploads.</p>}>
      <SocialButtons google={google} facebook={facebook} redirectTo={form.redirectTo} publish={form.publish} verb="Sign up" />
      <SignUpEmailForm {...form} />
    </AccountPage>
  );
}

export const meta: MetaFunction = () => [{ title: "Create an account | IndiaAI" }];
