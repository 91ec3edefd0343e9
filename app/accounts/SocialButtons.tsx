import { useLocalePath, useT } from "~/i18n";
import "~/accounts/messages";

/**
 * "Sign in with Google / Facebook": plain links to /auth/{provider} in the page's language (the
 * sign-in started there returns there), which redirects out. Links, not forms: the CSP's
 * form-action 'self' would stop a form's redirect to the provider, and starting the flow is safe
 * as a GET (the state cookie binds the callback to this browser).
 * Shown only for configured providers; nothing at all when neither is.
 */
export function SocialButtons({
  google,
  facebook,
  redirectTo,
  publish,
  verb = "signIn",
}: {
  google: boolean;
  facebook: boolean;
  redirectTo?: string;
  publish?: boolean;
  verb?: "signIn" | "signUp";
}) {
  const t = useT();
  const lp = useLocalePath();
  if (!google && !facebook) return null;
  const providers = [
    google ? { id: "google", label: t("account.provider.google") } : null,
    facebook ? { id: "facebook", label: t("account.provider.facebook") } : null,
  ].filter((p): p is { id: string; label: string } => p !== null);
  const params = new URLSearchParams();
  if (redirectTo) params.set("redirectTo", redirectTo);
  if (publish) params.set("publish", "true");
  const query = params.toString() ? `?${params}` : "";
  return (
    <div className="mb-6">
      <ul className="space-y-3">
        {providers.map((p) => (
          <li key={p.id}>
            <a
              href={lp(`/auth/${p.id}${query}`)}
              rel="nofollow"
              className="block w-full rounded border-2 border-slate-700 bg-white px-4 py-2 text-center font-bold text-slate-900 no-underline hover:bg-slate-100 focus:outline-3 focus:outline-offset-2 focus:outline-amber-500"
            >
              {t(verb === "signIn" ? "account.social.signIn" : "account.social.signUp", { provider: p.label })}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-center font-semibold text-slate-700">{t("account.social.or")}</p>
    </div>
  );
}
