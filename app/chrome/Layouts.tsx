import { Link, useLocation } from "react-router";
import { useLocalePath, useT } from "~/i18n";
import { useProduct } from "./use-chrome";
import type { ReactNode } from "react";
import { CookieBanner } from "./CookieBanner";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LanguageSwitch } from "./Language";
import { OfflineScreen } from "./OfflineScreen";
import { PageFeedback } from "./PageFeedback";
import { ReadingProgress } from "./ReadingProgress";
import { useChromeSlots } from "./slots";

/**
 * The page layouts of docs/product/chrome.md#layouts A route wraps its content in one of them; the site settings
 * they show come from the root loader (useChrome()). `<main id="main-content">` is theirs.
 */
interface LayoutProps {
  children: ReactNode;
  /** Extra classes for <main>. */
  mainClassName?: string;
}

function Main({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <>
      {/* The skip link's target for w3m, which knows no <main> and so not its id; browsers
          find the id first (HTML: an id wins over an a[name]). docs/decisions/0093-visitor-chrome.md. React's types leave
          out the obsolete `name` of <a>, hence the spread. */}
      {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- a named target, not a link */}
      <a {...{ name: "main-content" }} aria-hidden="true" />
      <main
        id="main-content"
        tabIndex={-1}
        className={className ?? "mx-auto w-full max-w-7xl flex-1 px-4 pb-8 pt-4 focus:outline-none sm:pt-8"}
      >
        {children}
      </main>
    </>
  );
}

/** Nothing but the content. */
export function BlankLayout({ children, mainClassName }: LayoutProps) {
  return <Main className={mainClassName}>{children}</Main>;
}

/** Cookie banner (first, in the flow: see CookieBanner), header and footer. */
export function StandardLayout({ children, mainClassName, newsletter = true }: LayoutProps & { newsletter?: boolean }) {
  return (
    <>
      <CookieBanner />
      <Header />
      <Main className={mainClassName}>{children}</Main>
      <PageFeedback />
      <Footer newsletter={newsletter} />
      <OfflineScreen />
      <AssistantSlot />
    </>
  );
}

/** Standard plus the reading-progress bar (detail pages). */
export function DetailLayout({ children, mainClassName }: LayoutProps) {
  return (
    <>
      <CookieBanner />
      <Header />
      <ReadingProgress />
      <Main className={mainClassName}>{children}</Main>
      <PageFeedback />
      <Footer />
      <OfflineScreen />
      <AssistantSlot />
    </>
  );
}

/** Policy pages: no menus, but a way home and the language switch (GIGW). */
export function PoliciesLayout({ children, mainClassName }: LayoutProps) {
  return (
    <>
      <CookieBanner />
      <PolicyBar />
      <Main className={mainClassName}>{children}</Main>
      <PageFeedback />
      <Footer />
      <OfflineScreen />
      <AssistantSlot />
    </>
  );
}

/** Standard, but the footer is hidden on the /user-contribution route itself. */
export function UserContributionLayout({ children, mainClassName }: LayoutProps) {
  const { pathname } = useLocation();
  const hideFooter = pathname.replace(/\/+$/, "") === "/user-contribution";
  return (
    <>
      <CookieBanner />
      <Header />
      <Main className={mainClassName}>{children}</Main>
      {hideFooter ? null : <Footer />}
      <OfflineScreen />
      <AssistantSlot />
    </>
  );
}

/** The home page: standard, and it reloads when the network returns (docs/product/chrome.md#layouts). */
export function HomeLayout({ children, mainClassName }: LayoutProps) {
  return (
    <>
      <CookieBanner />
      <Header />
      <Main className={mainClassName ?? "w-full flex-1 focus:outline-none"}>{children}</Main>
      <PageFeedback />
      <Footer />
      <OfflineScreen reloadOnReconnect />
      <AssistantSlot />
    </>
  );
}

/** The assistant's launcher, given by the root (./slots: the chrome imports no feature). */
function AssistantSlot() {
  return <>{useChromeSlots().assistant}</>;
}

function PolicyBar() {
  const t = useT();
  const lp = useLocalePath();
  const product = useProduct();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link to={lp("/")} className="text-xl font-extrabold text-blue-900">
          {t("site.homeLink", { product })}
        </Link>
        <LanguageSwitch />
      </div>
    </header>
  );
}
