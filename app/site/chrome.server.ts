import { redirect, type LoaderFunctionArgs } from "react-router";
import { requestLanguage, textLanguage } from "~/i18n";
import { getEnv } from "../../config/env";
import { forceAddEmailRedirect } from "~/accounts/guards.server";
import { portalPath, typeMenu } from "~/content/registry";
import { getAuth } from "~/upstream/session.server";
import { isJustSignedOut } from "~/accounts/sign-out.server";
import { optional } from "~/upstream/core.server";
import { getHomePillars, getSectorTags, getSettingsConfig } from "~/upstream/settings.server";
import { getSinceLastVisit } from "~/upstream/user.server";
import { DEFAULT_SETTINGS } from "~/forms/default-settings";
import type { ChromeData } from "~/chrome/chrome-data";
import { initials, isPlaceholderImage } from "~/accounts/Avatar";
import { hasConsent } from "~/accounts/consent.server";
import { isAssistantClosed } from "~/assistant/cookie";
import { deskOf } from "~/editorial/roles";

const NOTHING_NEW = { items: [], role: undefined };

/**
 * Everything the layouts need, loaded by the root loader on every request: site settings,
 * pillars, sectors (cached, stale when the upstream is down), the signed-in user, consent.
 */
export async function loadChrome(args: LoaderFunctionArgs): Promise<ChromeData> {
  const { request } = args;
  const auth = await getAuth(request);
  // docs/product/accounts.md#adding-an-e-mail-address: a signed-in user without an e-mail on file goes to /force-add-email (accounts).
  const addEmailFirst = forceAddEmailRedirect(request, auth?.user);
  if (addEmailFirst) throw redirect(addEmailFirst);
  const [settings, pillars, sectors, since] = await Promise.all([
    optional(getSettingsConfig(args), DEFAULT_SETTINGS),
    optional(getHomePillars(args), []),
    optional(getSectorTags(args), []),
    auth ? optional(getSinceLastVisit(args, auth), NOTHING_NEW) : Promise.resolve(NOTHING_NEW),
  ]);
  const lang = requestLanguage(request);
  return {
    lang,
    // Absolute addresses (hreflang alternates) use the public origin when one is configured.
    origin: (getEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin).replace(/\/$/, ""),
    settings,
    // `lang`: the language each name came in (English until translated), for its `lang` attribute.
    pillars: pillars.map((p) => ({ id: p.id, title: p.title, name: p.name, slug: p.slug, lang: textLanguage(p) })),
    sectors: sectors.slice(0, 5).map((s) => ({ id: s.id, name: s.name, slug: s.slug, lang: textLanguage(s) })),
    user: auth
      ? {
          name: auth.user.name,
          avatarUrl: isPlaceholderImage(auth.user.profile_url ?? null) ? null : auth.user.profile_url,
          initials: initials(auth.user.name),
          // The role the API gives now (kept a minute), else the one of sign-in.
          ...deskOf(since.role ?? auth.user.role),
        }
      : null,
    consent: hasConsent(request),
    // The visitor closed the assistant's panel once: it does not open by itself again (docs/product/assistant.md#the-assistant).
    assistantClosed: isAssistantClosed(request.headers.get("Cookie")),
    newTypeIds: since.items.filter((i) => i.is_new_item).map((i) => i.collection_type_id),
    // From the registry on the server, so the browser bundle does not carry the registry.
    menus: {
      resources: typeMenu("resources", lang),
      ecosystem: typeMenu("ecosystem", lang),
      explore: typeMenu("explore", lang),
      portal: portalPath(),
    },
    // The page language's dictionary module, preloaded beside the entry (server/dictionary-modules.ts).
    dictionaryModule: args.context.dictionaryModules?.[lang] ?? null,
    // Set by sign-out in a short-lived cookie; the client moves it to localStorage (docs/product/chrome.md#page-lifecycle).
    justSignedOut: await isJustSignedOut(request),
  };
}
