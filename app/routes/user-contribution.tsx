import { Link } from "react-router";
import { AUTHORING_KINDS, kindsOfGroup, type AuthoringGroup } from "../../contract/authoring-constants";
import { requireContributor } from "~/authoring/editor.server";
import { KIND_LABELS } from "~/authoring/labels";
import { Notice } from "~/components/forms/Notice";
import { UserContributionLayout } from "~/chrome/Layouts";
import { richText } from "~/components/forms";
import { pageMeta } from "~/forms/page-meta";
import { useLocalePath, useT, type MessageKey } from "~/i18n";
import type { Route } from "./+types/user-contribution";
import "~/contributions/messages";

/**
 * Contribute (docs/product/chrome.md#profile-menu profile menu → /user-contribution): the way in to the authoring forms,
 * one per kind. Publishing prompts sign-in and comes back with publish=true (docs/product/contributions.md#publishing-prompts-sign-in).
 */

export async function loader({ request }: Route.LoaderArgs) {
  await requireContributor(request);
  return { justSignedIn: new URL(request.url).searchParams.get("publish") === "true" };
}

const GROUPS: Array<{ group: AuthoringGroup; heading: MessageKey; list: string; listLabel: MessageKey }> = [
  { group: "posts", heading: "authoring.entry.posts", list: "/posts/all", listLabel: "contributions.myUploads" },
  { group: "pages", heading: "authoring.entry.pages", list: "/pages/all", listLabel: "authoring.pages.title" },
];
const linkClass =
  "font-semibold text-blue-800 underline hover:text-blue-950 focus:outline-3 focus:outline-offset-2 focus:outline-amber-500";

export default function Contribute({ loaderData }: Route.ComponentProps) {
  const { justSignedIn } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  const uploads = (
    <Link to={lp("/posts/all")} className={linkClass}>
      {t("contributions.myUploads")}
    </Link>
  );
  return (
    <UserContributionLayout>
      <div className="mx-auto w-full max-w-3xl">
        <h1 className="mb-4 text-3xl font-bold">{t("contributions.title")}</h1>
        {justSignedIn ? <Notice tone="info">{t("contributions.signedIn")}</Notice> : null}
        <div className="mb-6 space-y-2 text-slate-800">
          <p>{t("authoring.entry.intro")}</p>
          <p>{richText(t("contributions.review"), { uploads })}</p>
        </div>
        <div className="grid gap-8 sm:grid-cols-2">
          {GROUPS.map(({ group, heading, list, listLabel }) => (
            <section key={group} aria-labelledby={`contribute-${group}`}>
              <h2 id={`contribute-${group}`} className="mb-3 text-xl font-bold">
                {t(heading)}
              </h2>
              <ul className="space-y-2">
                {kindsOfGroup(group).map((kind) => (
                  <li key={kind}>
                    <Link to={lp(`/${group}/${AUTHORING_KINDS[kind].segment}`)} className={linkClass}>
                      {t(KIND_LABELS[kind])}
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="mt-4">
                <Link to={lp(list)} className={linkClass}>
                  {t(listLabel)}
                </Link>
              </p>
            </section>
          ))}
        </div>
      </div>
    </UserContributionLayout>
  );
}

export const meta = pageMeta("contributions.title", [{ name: "robots", content: "noindex" }]);
