import { editorAction, editorLoader, type EditorAnswer } from "~/authoring/editor.server";
import { typedValues } from "~/authoring/fields";
import { KIND_LABELS } from "~/authoring/labels";
import { Notice } from "~/components/forms/Notice";
import { AuthoringForm } from "~/authoring/AuthoringForm";
import { ItemStatus } from "~/authoring/ItemStatus";
import { PreviewPanel } from "~/authoring/PreviewPanel";
import { UserContributionLayout } from "~/chrome/Layouts";
import { answerOrLost } from "~/forms/lost-answer";
import { languageOfPath, translator, useT } from "~/i18n";
import type { PolicyHandle } from "~/route-policy";
import type { Route } from "./+types/editor";
import { titled } from "~/forms/page-meta";

/** A featured image or logo (5 MB) and a research report's PDF (20 MB) in one post, with room for the form's message. */
export const handle = { policy: { upload: { files: true, maxBytes: 32 * 1024 * 1024 } } } satisfies PolicyHandle;

/**
 * /posts/{kind}[/{slug}] and /pages/{kind}[/{slug}] (docs/product/contributions.md#kinds-and-their-forms authoring routes; mapped to both in
 * app/routes.ts): the form of one kind, creating without a slug and editing with one.
 */

const SAVED_NOTICES = { draft: "authoring.saved", submitted: "authoring.submitted", restored: "authoring.restored" } as const;

export async function loader(args: Route.LoaderArgs) {
  return editorLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return editorAction(args);
}

/**
 * With JavaScript (the buttons, and the autosave's fetcher): a lost answer (the gateway's 502
 * while a replica dies, a dropped connection) is the form's "could not be saved", with what was
 * typed in the form, never the error screen (app/forms/lost-answer.ts).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<EditorAnswer> {
  // A copy of the post, read only when its answer is lost (the server action sends the original).
  const sent = request.clone();
  return answerOrLost(serverAction, async () => ({
    result: { status: "error", error: { "": ["authoring.unavailable"] } },
    values: typedValues(await sent.formData()),
  }));
}

export default function AuthoringEditor({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { kind, fields, values, item, justSignedIn, saved } = loaderData;
  const t = useT();
  const kindName = t(KIND_LABELS[kind]);
  const errors = (answer?.result.error ?? {}) as Record<string, string[] | null | undefined>;
  const shown = answer?.values ?? values;
  return (
    <UserContributionLayout>
      <div className="mx-auto w-full max-w-3xl">
        <h1 className="mb-4 text-3xl font-bold">{t(item ? "authoring.edit" : "authoring.new", { kind: kindName })}</h1>
        {justSignedIn ? <Notice tone="info">{t("authoring.entry.signedIn")}</Notice> : null}
        {saved ? <Notice tone="success">{t(SAVED_NOTICES[saved])}</Notice> : null}
        {item ? <ItemStatus item={item} kind={kind} /> : null}
        {answer?.preview ? <PreviewPanel view={answer.preview} /> : null}
        <AuthoringForm
          kind={kind}
          fields={fields}
          values={shown}
          errors={errors}
          slug={item?.slug ?? null}
          formKey={answer ? JSON.stringify(answer.result.error ?? {}) + JSON.stringify(answer.values) : `item-${item?.slug ?? "new"}`}
        />
      </div>
    </UserContributionLayout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, error, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  const kind = loaderData ? t(KIND_LABELS[loaderData.kind]) : "";
  const title = titled(t(loaderData?.item ? "authoring.edit" : "authoring.new", { kind }), matches);
  return [{ title: error ? `${t("forms.errorPrefix")} ${title}` : title }, { name: "robots", content: "noindex" }];
};
