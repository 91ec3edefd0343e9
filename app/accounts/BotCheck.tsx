import { useNonce } from "~/chrome/nonce";
import { Message } from "~/components/forms";
import { useT } from "~/i18n";
import "~/accounts/messages";

/**
 * The version-2 checkbox bot check, when a site key is configured: the widget script loads
 * with the CSP nonce, and the token (g-recaptcha-response) is verified by the API. Without a
 * key nothing renders: the form's honeypot is the only check and the page does not mention it.
 */
export function BotCheck({ siteKey, scriptUrl, error }: { siteKey: string | null; scriptUrl: string; error?: string }) {
  const nonce = useNonce();
  const t = useT();
  if (!siteKey) return null;
  const fallback = `https://www.google.com/recaptcha/api/fallback?k=${encodeURIComponent(siteKey)}`;
  return (
    <div className="my-4" id="bot-check">
      {error ? (
        <p id="bot-check-error" className="mb-1 font-semibold text-red-700">
          <span className="sr-only">{t("forms.errorPrefix")} </span>
          <Message text={error} />
        </p>
      ) : null}
      <div className="g-recaptcha" data-sitekey={siteKey} />
      <script src={scriptUrl} async defer nonce={nonce || undefined} />
      <noscript>
        {/* Google's no-JavaScript fallback for the v2 checkbox. */}
        <iframe src={fallback} title={t("account.botCheck.title")} width={302} height={423} className="border-0" />
        <label htmlFor="g-recaptcha-response-fallback" className="block font-semibold">
          {t("account.botCheck.paste")}
        </label>
        <textarea id="g-recaptcha-response-fallback" name="g-recaptcha-response" rows={3} className="w-full border-2 border-slate-600" />
      </noscript>
    </div>
  );
}
