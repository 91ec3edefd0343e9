import { Link, useLocation } from "react-router";
import { useRef, type ReactNode } from "react";
import { useLocalePath, useT, type Translate } from "~/i18n";
import { useChrome, useProduct } from "./use-chrome";
import { useMenuGroup } from "./use-menu-group";
import { RouteLink } from "./route-links";
import { tagSearchHref } from "~/chrome/search-href";
import { LanguageSwitch } from "./Language";
import { SignOutForm } from "./SignOutForm";
import { useChromeSlots } from "./slots";
import { columnsByIndex, type TypeMenuLink } from "./menus";

// A little tighter below 768 px, so that the header leaves room for the page on a phone.
const summaryClass =
  "flex cursor-pointer list-none items-center gap-1 rounded px-1.5 py-1.5 text-sm font-semibold md:px-3 md:py-2 md:text-base text-slate-900 hover:bg-slate-100 " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 [&::-webkit-details-marker]:hidden";
// At 768 px and up a menu panel hangs below the whole header (`md:relative` below), inset from
// both edges, not from its own summary: a wide panel under a summary near the right edge ran
// off-screen at 768–1024 px and at 150 % zoom, and one under the first row covered the search
// and account controls when the header wraps.
const panelBase = "menu-panel z-30 mt-1 rounded-md border border-slate-200 bg-white p-4 shadow-lg md:absolute";
const panelClass = `${panelBase} md:inset-x-4 md:top-full`;
/** One exclusive group: without JavaScript too, opening a menu closes the open one. */
const MENU_GROUP = "header-menus";
const linkClass =
  "block rounded px-2 py-1.5 text-blue-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-amber-500";

function Caret() {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="menu-caret h-3 w-3 fill-current">
      <path d="M2 4l4 4 4-4z" />
    </svg>
  );
}

/** After the link's text, with a space between: a text browser or a screen reader reads them apart. */
function NewMarker({ t }: { t: Translate }) {
  return (
    <>
      {" "}
      <span className="ml-1 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-bold text-slate-900">
        {t("header.new")}
        <span className="sr-only"> {t("header.newItems")}</span>
      </span>
    </>
  );
}

function MenuList({ items, newTypeIds, t }: { items: TypeMenuLink[]; newTypeIds: number[]; t: Translate }) {
  const lp = useLocalePath();
  return (
    <ul className="grid gap-x-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.href}>
          <Link to={lp(item.href)} className={linkClass} prefetch="intent">
            {item.text}
            {newTypeIds.includes(item.typeId) ? <NewMarker t={t} /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Columns<T>({ items, render, keyOf }: { items: T[]; render: (item: T) => JSX.Element; keyOf: (item: T) => string | number }) {
  return (
    <div className="grid gap-x-6 md:grid-cols-3">
      {columnsByIndex(items, 3).map((col, i) => (
        <ul key={i}>
          {col.map((item) => (
            <li key={keyOf(item)}>{render(item)}</li>
          ))}
        </ul>
      ))}
    </div>
  );
}

function ProfileMenu() {
  const t = useT();
  const lp = useLocalePath();
  const { user } = useChrome();
  if (!user) {
    return (
      <RouteLink
        to={lp("/signin")}
        className="whitespace-nowrap rounded px-3 py-2 font-semibold text-blue-800 underline-offset-2 hover:underline"
      >
        {t("header.signIn")}
      </RouteLink>
    );
  }
  return (
    <details data-menu name={MENU_GROUP} className="relative">
      <summary className={summaryClass} aria-label={t("header.profile.menu", { name: user.name })}>
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" width={32} height={32} className="h-8 w-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded-full bg-blue-900 text-sm font-bold text-white"
          >
            {user.initials}
          </span>
        )}
        <Caret />
      </summary>
      <div className={`${panelBase} md:right-0 md:min-w-64`}>
        <ul>
          <li>
            <RouteLink className={linkClass} to={lp("/profile")}>
              {t("header.profile.myAccount")}
            </RouteLink>
          </li>
          <li>
            <RouteLink className={linkClass} to={lp("/posts/all")}>
              {t("header.profile.myUploads")}
            </RouteLink>
          </li>
          <li>
            <RouteLink className={linkClass} to={lp("/user-contribution")}>
              {t("header.profile.contribute")}
            </RouteLink>
          </li>
          {user.deskLink ? (
            <li>
              <RouteLink className={linkClass} to={lp(user.deskLink)}>
                {t("header.profile.editorial")}
              </RouteLink>
            </li>
          ) : null}
          <li>
            <SignOutForm label={t("header.profile.logout")} className={`${linkClass} w-full text-left`} />
          </li>
        </ul>
      </div>
    </details>
  );
}

/** One tab of the main menu: a disclosure whose panel opens below the header. */
function MenuTab({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <details data-menu name={MENU_GROUP}>
        <summary className={summaryClass}>
          {label}
          <Caret />
        </summary>
        <div className={panelClass}>{children}</div>
      </details>
    </li>
  );
}

export function Header() {
  const t = useT();
  const lp = useLocalePath();
  const { pillars, sectors, user, newTypeIds, menus } = useChrome();
  const { searchBox } = useChromeSlots();
  const product = useProduct();
  const ref = useRef<HTMLElement>(null);
  useMenuGroup(ref);
  // Remount on navigation so every menu closes on route change (docs/product/chrome.md#header).
  const { pathname } = useLocation();
  const markers = user ? newTypeIds : [];

  return (
    <header ref={ref} key={pathname} className="border-b border-slate-200 bg-white">
      {/* Below 768 px: the logo, language and account on the first row, then the search, then the
          menus; from 768 px one row in the source's order. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 md:relative md:py-3">
        <RouteLink
          to={lp("/")}
          className="mr-2 flex items-center gap-2 text-xl font-extrabold text-blue-900"
          aria-label={t("site.homeLink", { product })}
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
            <circle cx="16" cy="16" r="15" className="fill-blue-900" />
            <path d="M9 21l7-12 7 12z" className="fill-amber-400" />
          </svg>
          <span>{product}</span>
        </RouteLink>

        <nav aria-label={t("header.mainNav")} className="order-4 w-full md:order-none md:w-auto">
          <ul className="flex flex-wrap items-center gap-1">
            <MenuTab label={t("header.tab.pillars")}>
              <Columns
                items={pillars}
                keyOf={(p) => p.id}
                render={(p) => (
                  <RouteLink className={linkClass} to={lp(`/hub/${p.slug}`)} lang={p.lang}>
                    {p.title || p.name}
                  </RouteLink>
                )}
              />
            </MenuTab>
            <li>
              <RouteLink to={lp(menus.portal)} className={summaryClass.replace("cursor-pointer list-none ", "")}>
                {t("header.tab.portal", { product })}
              </RouteLink>
            </li>
            <MenuTab label={t("header.tab.resources")}>
              <MenuList items={menus.resources} newTypeIds={markers} t={t} />
            </MenuTab>
            <MenuTab label={t("header.tab.ecosystem")}>
              <MenuList items={menus.ecosystem} newTypeIds={markers} t={t} />
            </MenuTab>
            <MenuTab label={t("header.tab.sectors")}>
              <Columns
                items={sectors}
                keyOf={(s) => s.id}
                render={(s) => (
                  <RouteLink className={linkClass} to={lp(tagSearchHref(s.name))} lang={s.lang}>
                    {s.name}
                  </RouteLink>
                )}
              />
            </MenuTab>
          </ul>
        </nav>

        {/* One group from 768 px (it wraps whole, to the right); below, its two parts take their own rows. */}
        <div className="contents md:ml-auto md:flex md:flex-wrap md:items-center md:justify-end md:gap-2">
          {/* The same GET form everywhere; the combobox code loads when the visitor starts to search. */}
          <div className="order-3 w-full md:order-none md:w-auto">{searchBox}</div>
          <div className="order-2 ml-auto flex flex-wrap items-center justify-end gap-2 md:order-none md:ml-0">
            {/* The space between them is not shown in a flex row; a text browser shows it. */}
            <LanguageSwitch /> <ProfileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
