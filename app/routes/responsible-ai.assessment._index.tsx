import { data, redirect } from "react-router";
import { Form, Link } from "react-router";
import { readImport } from "~/assessment/import.server";
import { latestAssessmentId, rememberAssessment } from "~/assessment/latest.server";
import { AssessmentError, NotCertification } from "~/assessment/AssessmentError";
import { StandardLayout } from "~/chrome/Layouts";
import { ErrorMessage, ErrorSummary, Honeypot } from "~/components/forms";
import { isBot } from "~/forms/submission";
import { languageOfPath, localePath, requestLanguage, translator, useLocalePath, useT } from "~/i18n";
import { UpstreamError } from "~/upstream/core.server";
import { createAssessment, importAssessment } from "~/upstream/assessment.server";
import "~/assessment/messages";
import { MAX_FORM_BYTES, type PolicyHandle } from "~/route-policy";
import type { Route } from "./+types/responsible-ai.assessment._index";
import { titled } from "~/forms/page-meta";

/** The assessment's import takes its JSON export as a file (the route limits it to 64 kB). */
export const handle = { policy: { upload: { files: true, maxBytes: MAX_FORM_BYTES } } } satisfies PolicyHandle;

/** The assessment's front page: what it is, start (a POST that creates a draft), or import a file. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { latest: await latestAssessmentId(request), deleted: url.searchParams.get("deleted") === "1" };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const lang = requestLanguage(request);
  const start = localePath(lang, "/responsible-ai/assessment");
  const isImport = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  let created;
  try {
    if (isImport) {
      const read = await readImport(request);
      if (read.formData && isBot(read.formData)) return redirect(start);
      if ("problem" in read)
        return data({ problem: read.problem, ofImport: true }, { status: read.problem === "assessment.import.errorTooLarge" ? 413 : 400 });
      created = await importAssessment(args, read.document);
    } else {
      if (isBot(await request.formData())) return redirect(start);
      created = await createAssessment(args);
    }
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const refused = error.status >= 400 && error.status < 500 && error.status !== 429;
    if (isImport && refused) return data({ problem: "assessment.import.errorInvalid" as const, ofImport: true }, { status: 400 });
    if (error.status === 429) return data({ problem: "assessment.error.tooMany" as const, ofImport: isImport }, { status: 429 });
    return data({ problem: "assessment.unavailable" as const, ofImport: isImport }, { status: 503 });
  }
  return redirect(`${localePath(lang, `/responsible-ai/assessment/${created.id}`)}?section=profile`, {
    headers: { "Set-Cookie": await rememberAssessment(request, created.id) },
  });
}

const BUTTON = "rounded px-4 py-2 font-bold focus:outline-3 focus:outline-offset-2 focus:outline-amber-500";

export default function AssessmentStart({ loaderData, actionData }: Route.ComponentProps) {
  const { latest, deleted } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  const problem = actionData?.problem;
  // A failed import is the file field's error; a failed start is the page's.
  const importError = actionData?.ofImport ? problem : undefined;
  return (
    <StandardLayout>
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-4 text-3xl font-bold">{t("assessment.title")}</h1>
        {deleted ? (
          <p role="status" className="mb-4 border-l-4 border-green-700 bg-green-50 p-3">
            {t("assessment.deleted")}
          </p>
        ) : null}
        <ErrorSummary
          id="import-errors"
          errors={problem ? [{ fieldId: importError ? "import-file" : "main-content", message: problem }] : []}
        />
        <p className="mb-3 text-lg">{t("assessment.intro")}</p>
        <p className="mb-3">{t("assessment.howLong")}</p>
        <p className="mb-3">{t("assessment.noPersonalData")}</p>
        <NotCertification />
        <Form method="post" className="my-6">
          <Honeypot />
          <button type="submit" className={`${BUTTON} bg-blue-800 text-lg text-white hover:bg-blue-900`}>
            {t("assessment.start")}
          </button>
        </Form>
        {latest ? (
          <p className="mb-6">
            <Link to={`${lp(`/responsible-ai/assessment/${latest}`)}?section=profile`} className="font-semibold text-blue-800 underline">
              {t("assessment.continueLatest")}
            </Link>
          </p>
        ) : null}
        <section aria-labelledby="import-heading" className="border-t border-slate-300 pt-4">
          <h2 id="import-heading" className="text-xl font-bold">
            {t("assessment.import.heading")}
          </h2>
          {/* A document post: the request guard takes files on this page's own address only. */}
          <Form method="post" encType="multipart/form-data" reloadDocument className="mt-2 space-y-3">
            <Honeypot />
            <label htmlFor="import-file" className="block font-semibold">
              {t("assessment.import.label")}
            </label>
            <ErrorMessage id="import-file-error" errors={importError ? [importError] : null} />
            <input
              id="import-file"
              name="file"
              type="file"
              accept="application/json,.json"
              aria-invalid={importError ? true : undefined}
              aria-describedby={importError ? "import-file-error" : undefined}
              className="block"
            />
            <button type="submit" className={`${BUTTON} border-2 border-slate-700 hover:bg-slate-100`}>
              {t("assessment.import.submit")}
            </button>
          </Form>
        </section>
      </div>
    </StandardLayout>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return [{ title: titled(t("assessment.title"), matches) }, { name: "description", content: t("assessment.intro") }];
};

export function ErrorBoundary() {
  return <AssessmentError />;
}
