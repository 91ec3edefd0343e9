import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useLocalePath, useT } from "~/i18n";
import { useChrome } from "./use-chrome";
import { useHydrated } from "./use-hydrated";

export const CONSENT_ACTION = "/cookie-consent";

/**
 * Shown until consent is recorded (a cookie, so it works without JavaScript). Accepting posts
 * to /cookie-consent: a fetcher with JS (hidden at once), a normal POST and redirect back without.
 */
/** With JS the consent is recorded at once, so a navigation during the POST cannot lose it. */
function recordLocally() {
  document.cookie = `cookie_consent=1; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
}

export function CookieBanner() {
  const t = useT();
  const lp = useLocalePath();
  const { consent } = useChrome();
  const fetcher = useFetcher({ key: "cookie-consent" });
  const location = useLocation();
  const hydrated = useHydrated();
  if (consent || fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <section
      aria-label={t("cookie.label")}
      className="fixed inset-x-0 bottom-0 z-40 border-t-4 border-amber-400 bg-slate-900 text-white shadow-2xl"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-4">
        <p className="flex-1">
          {t("cookie.text")}{" "}
          <Link to={lp("/cookie-policy")} className="font-semibold text-amber-300 underline">{t("cookie.policy")}</Link>
        </p>
        <fetcher.Form method="post" action={lp(CONSENT_ACTION)} onSubmit={recordLocally}>
          <input type="hidden" name="returnTo" value={location.pathname + location.search} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <button type="submit" className="rounded bg-amber-400 px-5 py-2 font-bold text-slate-900 hover:bg-amber-300">
            {t("cookie.accept")}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
