import { data, redirect } from "react-router";
import { Link } from "react-router";
import { z } from "zod";
import { visibleQuestions } from "../../contract";
import { orNotFound, notFound } from "~/assessment/draft.server";
import { rememberAssessment } from "~/assessment/latest.server";
import { answeredCount, answersFromForm, sectionPlace } from "~/assessment/sections";
import { AssessmentError, NotCertification } from "~/assessment/AssessmentError";
import { firstInputId } from "~/assessment/QuestionField";
import { SectionForm } from "~/assessment/SectionForm";
import { StandardLayout } from "~/chrome/Layouts";
import { ErrorSummary } from "~/components/forms";
import { answerOrLost } from "~/forms/lost-answer";
import { HONEYPOT_FILLED, isBot } from "~/forms/submission";
import { languageOfPath, localePath, requestLanguage, translator, useLocalePath, useT } from "~/i18n";
import { UpstreamError, upstreamErrorResponse } from "~/upstream/core.server";
import { getAssessment, getQuestionnaire, saveAnswers } from "~/upstream/assessment.server";
import "~/assessment/messages";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/responsible-ai.assessment.$id";
import { titled } from "~/forms/page-meta";

/**
 * A draft is one person's answers (its owner's, or whoever holds an anonymous draft's id): the
 * page, its data and its form answers are never stored by the page cache, a gateway or the
 * browser's history cache, whoever asks.
 */
export const handle = PERSONAL_PAGE;
const PRIVATE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => PRIVATE;

const Query = z.object({ section: z.string().max(40).optional(), saved: z.literal("1").optional(), more: z.literal("1").optional() });
const Post = z.object({ intent: z.enum(["save", "next", "previous", "finish", "autosave"]), section: z.string().max(40) });

async function draftAndQuestions(args: Route.LoaderArgs | Route.ActionArgs) {
  const draft = await orNotFound(args.params.id, (id) => getAssessment(args, id));
  const questionnaire = await getQuestionnaire(args, draft.version).catch(upstreamErrorResponse);
  return { draft, questionnaire };
}

/** One section of a draft (?section=…), as a plain form. Visiting it makes it the device's latest. */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const query = Query.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw notFound();
  const { draft, questionnaire } = await draftAndQuestions(args);
  if (query.data.section && !questionnaire.sections.some((s) => s.id === query.data.section)) throw notFound();
  const place = sectionPlace(questionnaire, query.data.section ?? null);
  const lang = requestLanguage(args.request);
  const progress = questionnaire.sections.map((s) => ({ ...s, done: answeredCount(questionnaire, s.id, draft.answers) }));
  return data(
    {
      draft,
      questionnaire,
      place,
      progress,
      saved: Boolean(query.data.saved),
      more: Boolean(query.data.more),
      resumeUrl: new URL(localePath(lang, `/responsible-ai/assessment/${draft.id}`), url).href,
    },
    { headers: { ...PRIVATE, "Set-Cookie": await rememberAssessment(args.request, draft.id) } },
  );
}

/** Save, then go where the pressed button says (post/redirect/get); a background save answers JSON. */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  if (isBot(formData)) return data({ errors: { "": [HONEYPOT_FILLED] } }, { status: 400 });
  const post = Post.safeParse({ intent: formData.get("intent"), section: formData.get("section") });
  if (!post.success) return data({ errors: { "": ["assessment.error.form"] } }, { status: 400 });
  const { draft, questionnaire } = await draftAndQuestions(args);
  const { intent, section } = post.data;
  if (!questionnaire.sections.some((s) => s.id === section)) return data({ errors: { "": ["assessment.error.form"] } }, { status: 400 });

  const mine = questionnaire.questions.filter((q) => q.section === section);
  const typed = answersFromForm(formData, mine);
  const merged = { ...draft.answers, ...typed };
  const shownBefore = new Set(visibleQuestions(questionnaire.questions, draft.answers).map((q) => q.id));
  const shownAfter = visibleQuestions(questionnaire.questions, merged).map((q) => q.id);
  const send = Object.fromEntries(Object.entries(typed).filter(([id]) => shownAfter.includes(id)));
  try {
    await saveAnswers(args, draft.id, send, intent === "finish");
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status === 0 || error.status >= 500) {
      return data({ errors: { "": ["assessment.unavailable"] } }, { status: 503 });
    }
    if (error.status === 404) throw notFound();
    if (error.status === 429) return data({ errors: { "": ["assessment.error.tooMany"] } }, { status: 429 });
    // The API names each answer at fault ("answers.<question id>"); the form shows them by their questions.
    const fields = Object.keys(error.apiError?.errors ?? {});
    const errors = fields.length
      ? Object.fromEntries(fields.map((f) => [f.replace(/^answers\./, ""), ["assessment.error.choice"]]))
      : { "": ["assessment.error.form"] };
    return data({ errors }, { status: 400 });
  }
  if (intent === "autosave") return { saved: true, errors: {} };

  const lang = requestLanguage(args.request);
  const place = sectionPlace(questionnaire, section);
  const sectionUrl = (id: string, extra = "") => `${localePath(lang, `/responsible-ai/assessment/${draft.id}`)}?section=${id}${extra}`;
  // Without JavaScript, questions the answers just made relevant appear only now: ask them first.
  const appeared = mine.find((q) => shownAfter.includes(q.id) && !shownBefore.has(q.id) && merged[q.id] === undefined);
  if (intent === "next" && appeared) return redirect(sectionUrl(section, `&more=1#question-${appeared.id}`));
  if (intent === "next" && place.next) return redirect(sectionUrl(place.next));
  if (intent === "previous" && place.previous) return redirect(sectionUrl(place.previous));
  if (intent === "finish") return redirect(localePath(lang, `/responsible-ai/assessment-result/${draft.id}`));
  return redirect(sectionUrl(section, "&saved=1"));
}

/**
 * With JavaScript (the buttons, and the background save's fetcher): a lost answer (the gateway's
 * 502 while a replica dies, a dropped connection) is the form's "not available", the answers kept
 * in the form, never the error screen (app/forms/lost-answer.ts).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrLost(serverAction, () => ({ errors: { "": ["assessment.unavailable"] } as Record<string, string[]> }));
}

export default function AssessmentSection({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, questionnaire, place, progress, saved, more, resumeUrl } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  const errors: Record<string, string[]> = actionData?.errors ?? {};
  const byId = new Map(questionnaire.questions.map((q) => [q.id, q]));
  const summary = Object.entries(errors).map(([id, messages]) => ({
    fieldId: byId.has(id) ? firstInputId(byId.get(id)!) : "main-content",
    message: messages[0],
  }));
  const partKey = place.section.part === "A" ? "assessment.partA" : place.section.part === "B" ? "assessment.partB" : "assessment.partC";
  return (
    <StandardLayout>
      <div className="mx-auto max-w-3xl">
        <p className="text-slate-700">
          {t("assessment.section.progress", { n: place.index + 1, total: place.total })} · {t(partKey)}
        </p>
        <h1 className="mb-2 text-3xl font-bold">{place.section.title}</h1>
        <NotCertification />
        {saved ? (
          <p role="status" className="mb-4 border-l-4 border-green-700 bg-green-50 p-3">
            {t("assessment.saved")}
          </p>
        ) : null}
        {more ? (
          <p role="status" className="mb-4 border-l-4 border-blue-800 bg-blue-50 p-3">
            {t("assessment.more")}
          </p>
        ) : null}
        <ErrorSummary id="assessment-errors" errors={summary} />
        <SectionForm
          key={place.section.id}
          questions={questionnaire.questions}
          section={place.section.id}
          answers={draft.answers}
          errors={errors}
          previous={place.previous}
          next={place.next}
        />
        <section aria-labelledby="resume-heading" className="mt-8 border-t border-slate-300 pt-4">
          <h2 id="resume-heading" className="text-xl font-bold">
            {t("assessment.resume.heading")}
          </h2>
          <p className="text-slate-700">{t(draft.owned ? "assessment.resume.textOwned" : "assessment.resume.text")}</p>
          <p className="mt-1 break-all">
            <a href={resumeUrl} className="text-blue-800 underline">
              {resumeUrl}
            </a>
          </p>
        </section>
        <nav aria-labelledby="sections-heading" className="mt-8 border-t border-slate-300 pt-4">
          <h2 id="sections-heading" className="text-xl font-bold">
            {t("assessment.sectionsNav")}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {progress.map((s) => (
              <li key={s.id}>
                <Link
                  to={`${lp(`/responsible-ai/assessment/${draft.id}`)}?section=${s.id}`}
                  aria-current={s.id === place.section.id ? "step" : undefined}
                  className="text-blue-800 underline"
                >
                  {s.title}
                </Link>{" "}
                <span className="text-slate-700">{t("assessment.answered", { done: s.done[0], total: s.done[1] })}</span>
              </li>
            ))}
          </ol>
          <p className="mt-4">
            <Link to={lp(`/responsible-ai/assessment-result/${draft.id}`)} className="font-semibold text-blue-800 underline">
              {t("assessment.seeResult")}
            </Link>
          </p>
        </nav>
      </div>
    </StandardLayout>
  );
}

export const meta: Route.MetaFunction = ({ location, loaderData: loaded, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return [
    { title: titled(`${loaded ? `${loaded.place.section.title} | ` : ""}${t("assessment.title")}`, matches) },
    { name: "robots", content: "noindex" },
  ];
};

export function ErrorBoundary() {
  return <AssessmentError signInHint />;
}
