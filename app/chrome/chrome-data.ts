import type { PillarSection, SettingsConfig, Tag } from "../../contract";
import type { Language } from "~/i18n/languages";
import type { TypeMenuLink } from "./menus";

/**
 * What the layouts show on every page: the root loader's data (loadChrome, app/site/chrome.server.ts),
 * read with useChrome(). `lang` on pillars and sectors: the language each name came in (English
 * until translated), for its `lang` attribute.
 */
export interface ChromeData {
  lang: Language;
  /** The public origin (or the request's), for absolute addresses: hreflang alternates. */
  origin: string;
  settings: SettingsConfig;
  pillars: Array<Pick<PillarSection, "id" | "title" | "name" | "slug"> & { lang: Language }>;
  sectors: Array<Pick<Tag, "id" | "name" | "slug"> & { lang: Language }>;
  /** `deskLink`: the desk's first page for the user's role, or null; `deskRole`: that role (the desk's nav follows it). */
  user: { name: string; avatarUrl: string | null; initials: string; deskLink: string | null; deskRole: string | null } | null;
  consent: boolean;
  /** The visitor closed the assistant's panel once: it does not open by itself again. */
  assistantClosed: boolean;
  newTypeIds: number[];
  /** The content-type menus, labelled in the page's language; `portal` is the product portal's address. */
  menus: { resources: TypeMenuLink[]; ecosystem: TypeMenuLink[]; explore: TypeMenuLink[]; portal: string };
  /** The page language's dictionary module, preloaded beside the entry. */
  dictionaryModule: string | null;
  justSignedOut: boolean;
}
