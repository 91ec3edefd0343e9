import { Link } from "react-router";
import { AccountPage } from "~/accounts/AccountPage";
import { Notice } from "~/components/forms/Notice";
import { Avatar } from "~/accounts/Avatar";
import { SignOutForm } from "~/chrome/SignOutForm";
import { formatDate, formatDateTime } from "~/content/format";
import { pageMeta } from "~/forms/page-meta";
import { requestLanguage, useLocalePath, useT } from "~/i18n";
import { ProfileAssessments } from "~/assessment/ProfileAssessments";
import { SavedSearchList, alertNotice } from "~/follow/SavedSearchList";
import { searchHref } from "~/search/query";
import { listSavedSearches } from "~/upstream/saved-searches.server";
import { listMyAssessments } from "~/upstream/assessment.server";
import { requireUser } from "~/accounts/guards.server";
import { currentUser } from "~/upstream/accounts.server";
import { optional, upstreamErrorResponse } from "~/upstream/core.server";
import "~/accounts/messages";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/profile";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** My Account (docs/product/chrome.md#profile-menu profile menu): who I am, and links to edit, sign out, delete. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args.request);
  const user = await currentUser(args).catch(upstreamErrorResponse);
  const lang = requestLanguage(args.request);
  const params = new URL(args.request.url).searchParams;
  const saved = params.get("saved");
  const [assessments, savedSearches] = await Promise.all([optional(listMyAssessments(args), []), optional(listSavedSearches(args), null)]);
  return {
    user,
    joined: formatDate(user.created_at, lang),
    // Stored as "YYYY-MM-DD hh:mm:ss" in UTC (docs/product/chrome.md#cookie-banner); shown in India time like every date.
    consentOn: user.consent_date ? formatDateTime(`${user.consent_date.replace(" ", "T")}Z`, lang) : "",
    saved: saved === "profile" || saved === "password" ? saved : null,
    assessments,
    // Each saved search runs from its results page's address, worked out here so the browser
    // bundle need not carry the query's schema.
    savedSearches: savedSearches?.map((search) => ({ ...search, href: searchHref(search.queryData) })) ?? null,
    alertNotice: alertNotice(params.get("alerts")),
  };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, joined, consentOn, saved, assessments, savedSearches, alertNotice: notice } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  const ways = [
    user.has_password ? t("account.profile.emailAndPassword") : null,
    ...user.providers.map((p) => t(p === "google" ? "account.provider.google" : "account.provider.facebook")),
  ].filter((w): w is string => w !== null);
  return (
    <AccountPage title={t("account.profile.title")}>
      {saved === "profile" ? <Notice tone="success">{t("account.profile.saved")}</Notice> : null}
      {saved === "password" ? <Notice tone="success">{t("account.profile.passwordSaved")}</Notice> : null}
      <div className="mb-6 flex items-center gap-4">
        <Avatar name={user.name} url={user.profile_url} size={64} />
        <div>
          <p className="text-xl font-bold">{user.name}</p>
          <p className="text-slate-700">{user.email ?? t("account.profile.noEmail")}</p>
        </div>
      </div>
      <dl className="mb-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t("account.profile.memberSince")}</dt>
        <dd>{joined}</dd>
        <dt className="font-semibold">{t("account.profile.signsInWith")}</dt>
        <dd>{ways.join(", ")}</dd>
        <dt className="font-semibold">{t("account.profile.cookieConsent")}</dt>
        <dd>
          {user.consent_accepted
            ? consentOn
              ? t("account.profile.consentGivenOn", { date: consentOn })
              : t("account.profile.consentGiven")
            : t("account.profile.consentNotGiven")}
        </dd>
      </dl>
      <ul className="mb-6 space-y-2">
        <li>
          <Link to={lp("/profile/edit")} className="font-semibold text-blue-800 underline">
            {t("account.profile.edit")}
          </Link>
        </li>
        <li>
          <Link to={lp("/profile/notifications")} className="text-blue-800 underline">
            {t("account.notifications.title")}
          </Link>
        </li>
        <li>
          <Link to={lp("/posts/all")} className="text-blue-800 underline">
            {t("account.profile.uploads")}
          </Link>
        </li>
        <li>
          <Link to={lp("/user-contribution")} className="text-blue-800 underline">
            {t("account.profile.contribute")}
          </Link>
        </li>
      </ul>
      <SavedSearchList searches={savedSearches} notice={notice} />
      <ProfileAssessments assessments={assessments} />
      <div className="flex flex-wrap items-center gap-6 border-t border-slate-300 pt-6">
        <SignOutForm
          label={t("account.profile.signOut")}
          className="rounded border-2 border-slate-700 px-4 py-2 font-bold hover:bg-slate-100"
        />
        <Link to={lp("/delete-account")} className="font-semibold text-red-700 underline">
          {t("account.profile.delete")}
        </Link>
      </div>
    </AccountPage>
  );
}

export const meta = pageMeta("account.profile.title");
