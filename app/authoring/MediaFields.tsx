import { ErrorMessage, TextField } from "~/components/forms";
import { fieldId } from "~/authoring/fields";
import { useT } from "~/i18n";
import "~/authoring/messages";

/**
 * The file fields of a form. A chosen file goes up with the form (multipart, no JavaScript
 * needed); once uploaded, its id rides in a hidden field and the image shows as a thumbnail
 * with "Replace" (the file input again) and "Remove".
 */

/** The address of a rendition (contract/media.ts mediaUrl; that module brings zod, kept out of the browser). */
const mediaUrl = (id: string, file: string) => `/media/${id}/${file}`;

const fileInput = "mt-1 block w-full rounded border-2 border-slate-600 bg-white p-2 text-slate-900";

interface ImageFieldProps {
  label: string;
  imageId: string | undefined;
  alt: string | undefined;
  errors: { image?: string[]; alt?: string[] };
  hint: string;
  altLabel: string;
  altHint: string;
}

export function ImageField({ label, imageId, alt, errors, hint, altLabel, altHint }: ImageFieldProps) {
  const t = useT();
  const id = fieldId("image_id");
  const invalid = Boolean(errors.image?.length);
  return (
    <fieldset className="space-y-3 rounded border border-slate-300 p-4">
      <legend className="px-1 font-semibold">{label}</legend>
      {imageId ? (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={mediaUrl(imageId, "thumb.webp")}
            alt={alt || t("authoring.image.current")}
            width={140}
            height={140}
            className="h-[140px] w-[140px] rounded bg-slate-100 object-cover"
          />
          <input type="hidden" name="image_id" value={imageId} />
          <label className="flex items-center gap-2">
            <input type="checkbox" name="image_remove" value="1" className="h-5 w-5" />
            {t("authoring.image.remove")}
          </label>
        </div>
      ) : null}
      <div>
        <label htmlFor={id} className="block font-semibold">
          {imageId ? t("authoring.image.replace") : label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
        <ErrorMessage id={`${id}-error`} errors={errors.image} />
        <input
          id={id}
          type="file"
          name="image_file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
          className={fileInput}
        />
      </div>
      <TextField
        id={fieldId("image_alt")}
        name="image_alt"
        label={altLabel}
        hint={altHint}
        defaultValue={alt ?? ""}
        errors={errors.alt}
        autoComplete="off"
      />
    </fieldset>
  );
}

export function PdfField({ label, pdfId, errors, hint }: { label: string; pdfId: string | undefined; errors?: string[]; hint: string }) {
  const t = useT();
  const id = fieldId("pdf_id");
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {hint}
      </p>
      {pdfId ? (
        <p className="mt-1">
          <input type="hidden" name="pdf_id" value={pdfId} />
          <a href={mediaUrl(pdfId, "document.pdf")} className="font-semibold text-blue-800 underline">
            {t("authoring.pdf.current")}
          </a>
        </p>
      ) : null}
      <ErrorMessage id={`${id}-error`} errors={errors} />
      <input
        id={id}
        type="file"
        name="pdf_file"
        accept="application/pdf"
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
        className={fileInput}
      />
    </div>
  );
}
