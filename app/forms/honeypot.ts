/** The honeypot field of public forms (the field itself: Honeypot in app/components/forms). */
export const HONEYPOT_FIELD = "website";

/**
 * The form error for a filled honeypot. A person can fill it too (text browsers show it), so
 * the form is never answered with a fake success that saved nothing: it comes back with this
 * message and what was typed; the honeypot comes back empty.
 */
export const HONEYPOT_FILLED = "form.honeypotFilled";

/** A filled honeypot: most likely a bot. `field` for a form that has a real `website` field. */
export function isBot(formData: FormData, field: string = HONEYPOT_FIELD): boolean {
  return String(formData.get(field) ?? "") !== "";
}
