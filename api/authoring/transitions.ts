import { AUTHORING_MESSAGES, type AuditAction, type AuthoringIntent, type AuthoringStatus, type EditorialAction } from "../../contract";

/**
 * Who may move an item from which status to which (decision 0099), as data: the routes ask
 * here and nowhere else. Contributors write and trash their own items; editors decide.
 */
export type Actor = "contributor" | "editor";

interface Transition {
  actor: Actor;
  action: AuditAction;
  from: readonly AuthoringStatus[];
  to: AuthoringStatus;
}

/** In review the editor holds the item; rejected is final (the contributor may trash it). */
const EDITABLE = ["draft", "submitted", "changes_requested", "published"] as const;

const DECISIONS: Record<EditorialAction, Transition> = {
  start_review: { actor: "editor", action: "start_review", from: ["submitted"], to: "in_review" },
  approve: { actor: "editor", action: "approve", from: ["submitted", "in_review"], to: "published" },
  request_changes: { actor: "editor", action: "request_changes", from: ["submitted", "in_review"], to: "changes_requested" },
  reject: { actor: "editor", action: "reject", from: ["submitted", "in_review"], to: "rejected" },
};

/** The refusals, as fixed sentences the portal translates (AUTHORING_MESSAGES). */
export const NOT_ALLOWED = {
  edit: (from: AuthoringStatus) => (from === "in_review" ? AUTHORING_MESSAGES.inReview : AUTHORING_MESSAGES.notEditable),
  decision: AUTHORING_MESSAGES.decisionNotAllowed,
} as const;

/**
 * "Four eyes" (EDITORIAL_FOUR_EYES, decision 0123): the decisions an editor may not take on an
 * item they wrote while it is on. Approving is the one that puts the author's own text in front
 * of readers (scheduling a publication is approving it: api/authoring/scheduling.ts). Sending
 * one's own submission back or rejecting it keeps it offline, which its author can do anyway
 * (save it as a draft, trash it); starting the review only tells other editors someone is
 * looking. Those stay allowed.
 */
const NEEDS_ANOTHER_EDITOR: readonly EditorialAction[] = ["approve"];

export function needsAnotherEditor(action: EditorialAction): boolean {
  return NEEDS_ANOTHER_EDITOR.includes(action);
}

/** What the desk is told about approving an item: null when the editor did not write it. */
export function selfApproval(own: boolean, fourEyes: boolean): "refused" | "allowed" | null {
  if (!own) return null;
  return fourEyes ? "refused" : "allowed";
}

export function decisionTransition(action: EditorialAction): Transition {
  return DECISIONS[action];
}

export function canDecide(action: EditorialAction, from: AuthoringStatus): boolean {
  return DECISIONS[action].from.includes(from);
}

/**
 * The status after a contributor's edit, or null when the item cannot be edited now. Submitting
 * always asks for review again, a published item included (its published version stays online
 * until the next approval). Saving a draft keeps a changes_requested item there (the note stays
 * in view) and takes anything else back to draft, out of the editors' queue.
 */
export function statusAfterEdit(from: AuthoringStatus, intent: AuthoringIntent): AuthoringStatus | null {
  if (!(EDITABLE as readonly string[]).includes(from)) return null;
  if (intent === "submit") return "submitted";
  return from === "changes_requested" ? from : "draft";
}

export function statusAfterCreate(intent: AuthoringIntent): AuthoringStatus {
  return intent === "submit" ? "submitted" : "draft";
}
