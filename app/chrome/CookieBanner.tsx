import { Link, useFetcher, useLocation } from "react-router";
import { useLocalePath, useT } from "~/i18n";
import { focusOnAppear } from "./focus";
import { useChrome } from "./use-chrome";
import { useHydrated } from "./use-hydrated";

export const CONSENT_ACTION = "/cookie-consent";

/** With JS the consent is recorded at once, so a navigation during the POST cannot lose it. */
function recordLocally() {
  document.cookie = `cookie_consent=1; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
}

/**
 * Shown until consent is recorded (a cookie, so it works without JavaScript). It sits in the
 * page's flow at the very top, after the skip link: it never covers content or focus, and the
 * keyboard reaches it first. Accepting posts to /cookie-consent: a fetcher with JS (the banner
 * turns into a confirmation that takes focus, as the button is gone), a normal POST and a
 * redirect back without.
 */
export function CookieBanner() {
  const t = useT();
  const lp = useLocalePath();
  const { consent } = useChrome();
  const fetcher = useFetcher({ key: "cookie-consent" });
  const location = useLocation();
  const hydrated = useHydrated();
  const accepted = fetcher.state !== "idle" || Boolean(fetcher.data);
  if (accepted) return <ConsentSaved />;
  if (consent) return null;
  return (
    <section aria-label={t("cookie.label")} className="border-b-4 border-amber-400 bg-slate-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <p className="min-w-0 flex-1 basis-60 text-sm sm:text-base">
          {t("cookie.text")}{" "}
          <Link to={lp("/cookie-policy")} className="font-semibold text-amber-300 underline">
            {t("cookie.policy")}
          </Link>
        </p>
        <fetcher.Form method="post" action={lp(CONSENT_ACTION)} onSubmit={recordLocally}>
          <input type="hidden" name="returnTo" value={location.pathname + location.search} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <button type="submit" className="rounded bg-amber-400 px-5 py-1.5 font-bold text-slate-900 hover:bg-amber-300 sm:py-2">
            {t("cookie.accept")}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}

function ConsentSaved() {
  const t = useT();
  return (
    <p ref={focusOnAppear} tabIndex={-1} role="status" className="bg-slate-900 px-4 py-2 text-center text-white">
      {t("cookie.saved")}
    </p>
  );
}
