import { AccountPage } from "~/accounts/AccountPage";
import { SignOutForm } from "~/chrome/SignOutForm";
import { pageMeta } from "~/forms/page-meta";
import { useT } from "~/i18n";
import { getAuth, getSession } from "~/upstream/session.server";
import { localRedirect } from "~/accounts/local-redirect.server";
import { signedOutHeaders } from "~/accounts/sign-out.server";
import { optional } from "~/upstream/core.server";
import { logout } from "~/upstream/accounts.server";
import type { Route } from "./+types/logout";

/**
 * GET /logout never signs out (a link or image on another site could then end a session); a
 * signed-in visitor who lands here (a text browser that sent the form as GET, a bookmark) gets
 * a confirmation page whose button POSTs, with the same-origin check of every POST. Anyone
 * else goes home.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getAuth(request))) throw localRedirect(request, "/");
  return null;
}

/**
 * Sign-out: tells the upstream, destroys the session and leaves the short-lived
 * just_signed_out cookie that becomes the localStorage flag. The visitor lands on the home
 * page in the language they signed out in (/hi/logout → /hi).
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const session = await getSession(request);
  if (session.get("token")) await optional(logout(args));
  return localRedirect(request, "/", { headers: await signedOutHeaders(request) });
}

export default function ConfirmSignOut() {
  const t = useT();
  return (
    <AccountPage title={t("signOut.title")} intro={<p>{t("signOut.intro")}</p>}>
      <SignOutForm label={t("signOut.button")} className="rounded bg-blue-800 px-5 py-2 font-bold text-white hover:bg-blue-900" />
    </AccountPage>
  );
}

export const meta = pageMeta("signOut.title");
