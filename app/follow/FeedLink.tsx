import { useLocation } from "react-router";
import { useT } from "~/i18n";
import { FEED_TYPE, feedHref } from "./href";

/** The visible link to the page's Atom feed (the same address as its `<link rel="alternate">`). */
export function FeedLink() {
  const t = useT();
  const location = useLocation();
  return (
    <p className="mt-6">
      <a href={feedHref(location.pathname, location.search)} type={FEED_TYPE} className="font-semibold text-blue-900 underline">
        {t("follow.feed.link")}
      </a>
    </p>
  );
}
