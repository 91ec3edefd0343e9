import "./messages";
import { EDITION_LIMITS } from "../../contract/editions";
import { TextAreaField } from "~/components/forms/fields";
import { useT } from "~/i18n";

/** The readers' change note and the minor-edit box: on a restore, and on approving an edit of a published item. */
export function ChangeNoteFields({ idPrefix, noteError }: { idPrefix: string; noteError: string | null }) {
  const t = useT();
  return (
    <>
      <TextAreaField
        id={`${idPrefix}-note`}
        name="change_note"
        label={t("editorial.editions.changeNote")}
        hint={t("editorial.editions.changeNoteHint", { max: EDITION_LIMITS.note })}
        errors={noteError ? [noteError] : null}
        maxLength={EDITION_LIMITS.note}
        rows={3}
      />
      <div className="flex items-center gap-2">
        <input id={`${idPrefix}-minor`} type="checkbox" name="minor" className="h-5 w-5" />
        <label htmlFor={`${idPrefix}-minor`}>{t("editorial.editions.minorBox")}</label>
      </div>
    </>
  );
}
