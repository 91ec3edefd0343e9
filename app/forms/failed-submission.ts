/**
 * Whether an action's answer is a failed form submission: Conform's `submission.reply()` with
 * errors, returned as is or as `{ result }` (the two shapes of the actions' pipeline). The page
 * title then starts with "Error:" (GOV.UK; docs/decisions/0093-visitor-chrome.md), for every form, from one place
 * (app/chrome/PageMeta.tsx).
 */
export function isFailedSubmission(actionData: unknown): boolean {
  if (!actionData || typeof actionData !== "object") return false;
  const reply = "result" in actionData ? (actionData as { result: unknown }).result : actionData;
  if (!reply || typeof reply !== "object") return false;
  const { status, error } = reply as { status?: unknown; error?: unknown };
  if (status === "error") return true;
  if (!error || typeof error !== "object") return false;
  return Object.values(error).some((messages) => Array.isArray(messages) && messages.length > 0);
}
