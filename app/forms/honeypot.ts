/** The honeypot field of public forms (the field itself: Honeypot in app/components/forms). */
export const HONEYPOT_FIELD = "website";

/** A filled honeypot: a bot, to be answered with a quiet fake success. */
export function isBot(formData: FormData): boolean {
  return String(formData.get(HONEYPOT_FIELD) ?? "") !== "";
}
