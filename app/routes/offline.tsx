import { BlankLayout } from "~/chrome/Layouts";
import { OfflineMessage } from "~/chrome/OfflineScreen";
import { languageOfPath, translator, useLocalePath, useT } from "~/i18n";
import "~/gigw/messages";
import type { Route } from "./+types/offline";
import { titled } from "~/forms/page-meta";

/**
 * The offline screen as a page of its own: public/sw.js stores it (en and hi) at install and
 * shows it, without its scripts, when a navigation fails. The worker un-hides the list and fills
 * it with the pages kept for reading offline, by the `data-offline-*` markers: keep them, and
 * the link classes the worker gives its items (READ_LINK).
 */
const READ_LINK = "text-blue-800 underline underline-offset-2";

export default function Offline() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <BlankLayout mainClassName="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center gap-8 px-4 py-12 focus:outline-none">
      <OfflineMessage headingLevel={1} />
      <section data-offline-reads="" hidden aria-labelledby="offline-reads-heading">
        <h2 id="offline-reads-heading" className="text-xl font-bold text-slate-900">
          {t("gigw.offline.reads")}
        </h2>
        <p className="mt-2 text-slate-700">{t("gigw.offline.readsIntro")}</p>
        <ul data-offline-list="" className="mt-2 list-disc space-y-1 pl-6"></ul>
      </section>
      <p className="text-center">
        <a href={lp("/")} className={READ_LINK}>
          {t("gigw.offline.home")}
        </a>
      </p>
    </BlankLayout>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return [{ title: titled(t("gigw.offline.title"), matches) }, { name: "robots", content: "noindex" }];
};
