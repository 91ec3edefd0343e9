/** Table types of the responsible-AI self-assessments (0009_assessments) and the assistant (0010_assistant); part of `Database` in ./schema.ts. */

/** A self-assessment. */
export interface AssessmentsTable {
  /** 128 random bits, base64url: knowing it is what lets one edit the draft. */
  id: string;
  version: string;
  user_id: number | null;
  /** JSON: question id → choice id, or choice ids for a checklist. */
  answers: string;
  share_id: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

/** An answer of the assistant. */
export interface AssistantAnswersTable {
  /** 16 random bytes, base64url (contract AnswerId). */
  id: string;
  question: string;
  lang: string;
  status: "answered" | "not_found" | "declined";
  /** 1 helpful, 0 not helpful, null until the visitor says. */
  helpful: number | null;
  /** Why, in the visitor's words, when they said (0021_assistant_feedback_reason). */
  reason: string | null;
  created_at: string;
}

export interface AssistantUnansweredTable {
  /** Normalised: trimmed, spaces collapsed, lower case. */
  question: string;
  count: number;
  first_asked: string;
  last_asked: string;
}

/** The assessment and assistant tables, by name. */
export interface AssistantTables {
  assessments: AssessmentsTable;
  assistant_answers: AssistantAnswersTable;
  assistant_unanswered: AssistantUnansweredTable;
}
