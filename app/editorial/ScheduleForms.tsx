import "./messages";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField } from "~/components/forms";
import type { ScheduleData, ScheduleIntent, ScheduleView } from "~/editorial/schedule.server";
import type { DecisionFailure } from "~/editorial/submission.server";
import { useT, type MessageKey } from "~/i18n";
import { ChangeNoteFields } from "./ChangeNoteFields";

/** The notice after a schedule form was sent. */
export const SCHEDULE_DONE: Record<ScheduleIntent, MessageKey> = {
  publish: "editorial.schedule.done.publish",
  unpublish: "editorial.schedule.done.unpublish",
  cancel_publish: "editorial.schedule.done.cancel_publish",
  cancel_unpublish: "editorial.schedule.done.cancel_unpublish",
};

const box = "rounded border border-slate-300 p-4";

interface Shared {
  schedule: ScheduleData;
  failure: DecisionFailure | null;
  republish: boolean;
}

type TimedIntent = "publish" | "unpublish";
const LABELS: Record<TimedIntent, MessageKey> = {
  publish: "editorial.schedule.publishLabel",
  unpublish: "editorial.schedule.unpublishLabel",
};

/** A time to go online or offline: a new one (`current` null) or a change of the one set. */
function TimeForm({
  intent,
  button,
  current,
  schedule,
  failure,
  republish,
}: Shared & { intent: TimedIntent; button: MessageKey; current: ScheduleView | null }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const own = failure?.scheduleForm === intent;
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="schedule" value={intent} />
      <TextField
        id={`schedule-${intent}-at`}
        name="at"
        type="datetime-local"
        label={t(LABELS[intent])}
        hint={t("editorial.schedule.hint")}
        errors={own && failure?.scheduleError ? [failure.scheduleError] : null}
        defaultValue={own && failure?.scheduleAt ? failure.scheduleAt : current?.value}
        min={schedule.min}
        max={schedule.max}
        required
      />
      {intent === "publish" && republish && !current ? (
        <ChangeNoteFields idPrefix="schedule-publish" noteError={own ? (failure?.changeNoteError ?? null) : null} />
      ) : null}
      <SubmitButton variant={current ? "secondary" : "primary"} busy={busy}>
        {t(current ? "editorial.schedule.change" : button)}
      </SubmitButton>
    </Form>
  );
}

/** A schedule that is set: when, by whom, a new time, or cancel it. */
function Pending({
  intent,
  view,
  text,
  cancel,
  ...shared
}: Shared & { intent: TimedIntent; view: ScheduleView; text: MessageKey; cancel: MessageKey }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <div className={`${box} space-y-4`}>
      <p className="font-semibold">{t(text, { time: view.at, editor: view.editor ?? t("editorial.schedule.formerEditor") })}</p>
      <TimeForm intent={intent} button="editorial.schedule.change" current={view} {...shared} />
      <Form method="post">
        <input type="hidden" name="schedule" value={`cancel_${intent}`} />
        <SubmitButton variant="secondary" busy={busy}>
          {t(cancel)}
        </SubmitButton>
      </Form>
    </div>
  );
}

/**
 * Scheduling on a submission (docs/product/editorial.md#scheduling): plain forms that work
 * without JavaScript. The time is typed in India time; a browser without a picker shows a text
 * box, and the hint gives the format.
 */
export function ScheduleForms(shared: Shared) {
  const t = useT();
  const { schedule } = shared;
  return (
    <div className="mt-6 space-y-6">
      {schedule.publish ? (
        <Pending
          intent="publish"
          view={schedule.publish}
          text="editorial.schedule.publishAt"
          cancel="editorial.schedule.cancelPublish"
          {...shared}
        />
      ) : schedule.canPublish ? (
        <div className={box}>
          <p className="mb-3 text-slate-700">{t("editorial.schedule.approveHint")}</p>
          <TimeForm intent="publish" button="editorial.schedule.approve" current={null} {...shared} />
        </div>
      ) : null}
      {schedule.unpublish ? (
        <Pending
          intent="unpublish"
          view={schedule.unpublish}
          text="editorial.schedule.unpublishAt"
          cancel="editorial.schedule.cancelUnpublish"
          {...shared}
        />
      ) : schedule.canUnpublish ? (
        <div className={box}>
          <p className="mb-3 text-slate-700">{t("editorial.schedule.unpublishHint")}</p>
          <TimeForm intent="unpublish" button="editorial.schedule.unpublish" current={null} {...shared} />
        </div>
      ) : null}
    </div>
  );
}
