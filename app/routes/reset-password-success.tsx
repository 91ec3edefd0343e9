import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { AccountPage, Notice } from "~/components/account/AccountPage";
import { requireAnonymous } from "~/session/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

export default function ResetPasswordSuccess() {
  return (
    <AccountPage title="Your password has been changed">
      <Notice tone="success">You can now sign in with your new password. For your safety, every device that was signed in has been signed out.</Notice>
      <p><Link to="/signin-email" className="font-semibold text-blue-800 underline">Sign in</Link></p>
    </AccountPage>
  );
}

export const meta: MetaFunction = () => [{ title: "Password changed | IndiaAI" }];
