import { Meta } from "react-router";
import { Children, cloneElement, isValidElement, useContext, type ReactElement } from "react";
// React Router has no public hook for the action data of every route; its state context has it,
// on the server and in the browser (docs/upgrading.md lists this, with the test that guards it).
import { UNSAFE_DataRouterStateContext } from "react-router";
import { isFailedSubmission } from "~/forms/failed-submission";
import { useT } from "~/i18n";

/**
 * React Router's <Meta />, with "Error:" put before the title while a form on the page has just failed
 * (GOV.UK: a screen reader hears the title first). The routes' `meta` functions cannot do it:
 * they are not given the action's answer.
 */
export function PageMeta() {
  const t = useT();
  const state = useContext(UNSAFE_DataRouterStateContext);
  const failed = Object.values(state?.actionData ?? {}).some(isFailedSubmission);
  // Meta's hooks run as this component's: it is called, not rendered, to rewrite its <title>.
  const tags = Meta() as ReactElement<{ children?: React.ReactNode }>;
  if (!failed) return tags;
  const prefix = t("forms.errorPrefix");
  return (
    <>
      {Children.map(tags.props.children, (tag) => {
        if (!isValidElement<{ children?: unknown }>(tag) || tag.type !== "title") return tag;
        const title = String(tag.props.children ?? "");
        return title.startsWith(prefix) ? tag : cloneElement(tag, {}, `${prefix} ${title}`);
      })}
    </>
  );
}
