import "./messages";
import { Form, useNavigation } from "react-router";
import type { Role } from "../../contract/accounts";
import { ErrorSummary, TextField, scriptLanguage } from "~/components/forms";
import { Notice } from "~/components/forms/Notice";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useT, type MessageKey } from "~/i18n";
import { DeskPage } from "./DeskPage";
import type { DeskRolesData } from "./desk-roles.server";
import { TableRegion } from "~/components/TableRegion";

const ROLE_LABEL: Record<Role, MessageKey> = {
  user: "editorial.roles.role.user",
  editor: "editorial.roles.role.editor",
  moderator: "editorial.roles.role.moderator",
  admin: "editorial.roles.role.admin",
};

const DONE: Record<NonNullable<DeskRolesData["done"]>, MessageKey> = {
  granted: "editorial.roles.done.granted",
  withdrawn: "editorial.roles.done.withdrawn",
  unchanged: "editorial.roles.done.unchanged",
};

export interface RolesFailure {
  errors?: { email?: MessageKey; role?: MessageKey };
  email?: string;
  formError?: MessageKey | null;
}

const cell = "border-b border-slate-300 px-2 py-2 text-left align-top";

/** Admins grant and withdraw desk roles with plain forms; the latest changes are listed below. */
export function RolesPage({ done, holders, changes, failed }: DeskRolesData & { failed?: RolesFailure }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const errors = failed?.errors ?? {};
  const summary = [
    errors.email ? { fieldId: "role-email", message: errors.email } : null,
    errors.role ? { fieldId: "role-editor", message: errors.role } : null,
  ].filter((e) => e !== null);
  return (
    <DeskPage title={t("editorial.roles.title")} notice={done && !failed ? t(DONE[done]) : null}>
      {failed?.formError ? <Notice tone="error">{t(failed.formError)}</Notice> : null}
      <p className="mb-6 max-w-3xl">{t("editorial.roles.intro")}</p>
      <h2 className="mb-3 text-xl font-bold">{t("editorial.roles.holders")}</h2>
      <div className="mb-8">
        <TableRegion caption={t("editorial.roles.holders")}>
          <thead>
            <tr>
              <th className={cell}>{t("editorial.roles.column.name")}</th>
              <th className={cell}>{t("editorial.roles.column.email")}</th>
              <th className={cell}>{t("editorial.roles.column.role")}</th>
              <th className={cell}>{t("editorial.roles.column.since")}</th>
              <th className={cell}>
                <span className="sr-only">{t("editorial.roles.column.change")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {holders.map((h) => (
              <tr key={h.uuid}>
                <td className={cell} lang={scriptLanguage(h.name)}>
                  {h.name}
                </td>
                <td className={cell}>{h.email}</td>
                <td className={cell}>{t(ROLE_LABEL[h.role])}</td>
                <td className={cell}>{h.since ?? t("editorial.roles.sinceUnknown")}</td>
                <td className={cell}>
                  {h.role !== "admin" && h.email ? (
                    <Form method="post">
                      <input type="hidden" name="email" value={h.email} />
                      <SubmitButton name="intent" value="withdraw" variant="secondary" busy={busy}>
                        {t("editorial.roles.withdraw")}
                        <span className="sr-only"> {t("editorial.roles.withdrawFrom", { name: h.name })}</span>
                      </SubmitButton>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      </div>
      <Form method="post" className="mb-8 max-w-xl border-t border-slate-300 pt-6" noValidate>
        <h2 className="mb-3 text-xl font-bold">{t("editorial.roles.grant")}</h2>
        <ErrorSummary id="role-errors" errors={summary} />
        <div className="space-y-4">
          <TextField
            id="role-email"
            name="email"
            type="email"
            autoComplete="off"
            label={t("editorial.roles.email")}
            hint={t("editorial.roles.emailHint")}
            defaultValue={failed?.email ?? ""}
            errors={errors.email ? [errors.email] : null}
          />
          <fieldset aria-describedby={errors.role ? "role-role-error" : undefined}>
            <legend className="font-semibold">{t("editorial.roles.column.role")}</legend>
            {errors.role ? (
              <p id="role-role-error" className="mt-1 font-semibold text-red-700">
                <span className="sr-only">{t("forms.errorPrefix")} </span>
                {t(errors.role)}
              </p>
            ) : null}
            {(["editor", "moderator"] as const).map((role) => (
              // A block each, so a text browser puts each choice on a line of its own.
              <div key={role} className="mt-2">
                <label className="flex items-center gap-2">
                  <input type="radio" id={`role-${role}`} name="role" value={role} className="h-5 w-5" />
                  {t(ROLE_LABEL[role])} – {t(role === "editor" ? "editorial.roles.editorDoes" : "editorial.roles.moderatorDoes")}
                </label>
              </div>
            ))}
          </fieldset>
          <SubmitButton name="intent" value="grant" busy={busy}>
            {t("editorial.roles.grantButton")}
          </SubmitButton>
        </div>
      </Form>
      <h2 className="mb-3 text-xl font-bold">{t("editorial.roles.changes")}</h2>
      {changes.length === 0 ? <p>{t("editorial.roles.changesEmpty")}</p> : null}
      {changes.length > 0 ? (
        <TableRegion caption={t("editorial.roles.changes")}>
          <thead>
            <tr>
              <th className={cell}>{t("editorial.roles.column.when")}</th>
              <th className={cell}>{t("editorial.roles.column.who")}</th>
              <th className={cell}>{t("editorial.roles.column.whom")}</th>
              <th className={cell}>{t("editorial.roles.column.from")}</th>
              <th className={cell}>{t("editorial.roles.column.to")}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.id}>
                <td className={cell}>{c.at}</td>
                <td className={cell}>
                  {c.actor ? <span lang={scriptLanguage(c.actor.name)}>{c.actor.name}</span> : t("editorial.roles.commandLine")}
                </td>
                <td className={cell}>
                  <span lang={scriptLanguage(c.user.name)}>{c.user.name}</span>
                  {c.user.email ? <span className="block text-sm text-slate-700">{c.user.email}</span> : null}
                </td>
                <td className={cell}>{t(ROLE_LABEL[c.from_role])}</td>
                <td className={cell}>{t(ROLE_LABEL[c.to_role])}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      ) : null}
    </DeskPage>
  );
}
