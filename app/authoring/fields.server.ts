import { z, type ZodTypeAny } from "zod";
import { AUTHORING_LIMITS, authoringSchema, type AuthoringKind } from "../../contract/authoring";
import type { Control, FieldSpec } from "./fields";

/**
 * A kind's form, read from the contract's submission schema: one field per key of its shape, in
 * the schema's order, each with the control its zod type (or its name) calls for. The schema
 * stays the one source of the fields; the portal only decides how each is typed in.
 */

/** Through preprocess, refine, optional and default to the type that holds the field's rules. */
function unwrap(type: ZodTypeAny): { base: ZodTypeAny; optional: boolean } {
  let current = type;
  let optional = false;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      optional = true;
      current = current.unwrap();
    } else if (current instanceof z.ZodDefault) current = current.removeDefault();
    else if (current instanceof z.ZodEffects) current = current.innerType();
    else return { base: current, optional };
  }
}

function objectOf(schema: ZodTypeAny): z.AnyZodObject {
  const { base } = unwrap(schema);
  if (!(base instanceof z.ZodObject)) throw new Error("An authoring schema must be an object");
  return base;
}

const LONG_TEXT = new Set(["summary", "transcript"]);
/** Limits kept in refinements (not readable from the type), by field. */
const REFINED_MAX: Record<string, number> = { body: AUTHORING_LIMITS.body, transcript: AUTHORING_LIMITS.transcript };

function controlOf(name: string, base: ZodTypeAny): Control {
  if (name === "body") return "markdown";
  if (name === "image_id") return "image";
  if (name === "pdf_id") return "pdf";
  if (name === "tags") return "tags";
  if (LONG_TEXT.has(name)) return "textarea";
  if (base instanceof z.ZodEnum) return "select";
  if (base instanceof z.ZodArray) return unwrap(base.element).base instanceof z.ZodEnum ? "checkboxes" : "tags";
  if (base instanceof z.ZodNumber) return name === "duration" ? "text" : "number";
  if (name.endsWith("_date")) return "date";
  if (name.endsWith("_time")) return "time";
  if (name.endsWith("_url") || name === "website") return "url";
  if (name.endsWith("email")) return "email";
  return "text";
}

function optionsOf(base: ZodTypeAny): readonly string[] | undefined {
  if (base instanceof z.ZodEnum) return base.options as string[];
  if (base instanceof z.ZodArray) {
    const element = unwrap(base.element).base;
    if (element instanceof z.ZodEnum) return element.options as string[];
  }
  return undefined;
}

function maxOf(name: string, base: ZodTypeAny): number | undefined {
  if (base instanceof z.ZodString) return base.maxLength ?? undefined;
  return REFINED_MAX[name];
}

const cache = new Map<AuthoringKind, FieldSpec[]>();

export function formFields(kind: AuthoringKind): FieldSpec[] {
  const known = cache.get(kind);
  if (known) return known;
  const shape = objectOf(authoringSchema(kind, "submit")).shape as Record<string, ZodTypeAny>;
  const fields = Object.entries(shape).map(([name, type]): FieldSpec => {
    const { base, optional } = unwrap(type);
    const spec: FieldSpec = { name, control: controlOf(name, base), required: !optional };
    const max = maxOf(name, base);
    const options = optionsOf(base);
    if (max !== undefined) spec.max = max;
    if (options) spec.options = options;
    return spec;
  });
  cache.set(kind, fields);
  return fields;
}
