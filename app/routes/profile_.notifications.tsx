import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { AccountPage } from "~/accounts/AccountPage";
import { NotificationList } from "~/accounts/NotificationList";
import { localRedirect } from "~/accounts/local-redirect.server";
import { requireUser } from "~/accounts/guards.server";
import { Notice } from "~/components/forms/Notice";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { formatDateTime } from "~/content/format";
import { pageMeta } from "~/forms/page-meta";
import { requestLanguage, useT } from "~/i18n";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { upstreamFormFailure } from "~/upstream/form-failure.server";
import { listNotifications, notificationSettings, saveNotificationSettings } from "~/upstream/notifications.server";
import "~/accounts/messages";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/profile_.notifications";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** A ticked checkbox posts "on"; an unticked one posts nothing. */
const SettingsForm = z.object({ decisions: z.literal("on").optional(), replies: z.literal("on").optional() });

/** /profile/notifications (docs/product/notifications.md): what happened, newest first, and which kinds come by e-mail. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args.request);
  const lang = requestLanguage(args.request);
  const [notifications, settings] = await Promise.all([listNotifications(args), notificationSettings(args)]).catch(upstreamErrorResponse);
  return {
    notifications: notifications.map((n) => ({ ...n, at: formatDateTime(n.created_at, lang) })),
    settings,
    saved: new URL(args.request.url).searchParams.get("saved") === "1",
  };
}

export async function action(args: Route.ActionArgs) {
  await requireUser(args.request);
  const parsed = SettingsForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ failed: true }, { status: 400 });
  try {
    await saveNotificationSettings(args, { decisions: parsed.data.decisions === "on", replies: parsed.data.replies === "on" });
  } catch (error) {
    return data({ failed: true }, { status: upstreamFormFailure(error, { unavailable: "account.notifications.unavailable" }).status });
  }
  return localRedirect(args.request, "/profile/notifications?saved=1");
}

export default function ProfileNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const { notifications, settings, saved } = loaderData;
  const t = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <AccountPage title={t("account.notifications.title")}>
      {saved ? <Notice tone="success">{t("account.notifications.saved")}</Notice> : null}
      {actionData?.failed ? <Notice tone="error">{t("account.notifications.unavailable")}</Notice> : null}
      <p className="mb-4">{t("account.notifications.intro")}</p>
      <NotificationList notifications={notifications} />
      <Form method="post" className="border-t border-slate-300 pt-6">
        <fieldset>
          <legend className="mb-2 text-xl font-bold">{t("account.notifications.emails")}</legend>
          <p className="mb-3">{t("account.notifications.emailsIntro")}</p>
          {/* A block each, so a text browser puts each choice on a line of its own. */}
          <div className="mb-3">
            <label className="flex items-center gap-2">
              <input type="checkbox" name="decisions" defaultChecked={settings.decisions} className="h-5 w-5 shrink-0" />
              {t("account.notifications.decisions")}
            </label>
          </div>
          <div className="mb-4">
            <label className="flex items-center gap-2">
              <input type="checkbox" name="replies" defaultChecked={settings.replies} className="h-5 w-5 shrink-0" />
              {t("account.notifications.replies")}
            </label>
          </div>
        </fieldset>
        <SubmitButton busy={busy} busyLabel={t("account.saving")}>
          {t("account.notifications.save")}
        </SubmitButton>
      </Form>
    </AccountPage>
  );
}

export const meta = pageMeta("account.notifications.title");
