import type { Env } from "../../config/env";
import { searchIds } from "../search";
import type { SearchFn } from "./retrieve";

export interface LlmConfig {
  /** Base URL of an OpenAI-compatible API (…/v1/chat/completions is added when missing). */
  url: string;
  model: string;
  timeoutMs: number;
}

export interface AssistantConfig {
  /** Off (null) unless both ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL are set. */
  llm: LlmConfig | null;
  /** Retrieval slower than this answers 503 "try again" rather than keeping the visitor waiting. */
  retrievalTimeoutMs: number;
  /** The search to retrieve with (the API's own; tests inject a slow one). */
  search: SearchFn;
}

export const RETRIEVAL_TIMEOUT_MS = 2000;

/** The assistant's settings from the environment, with explicit overrides (tests). */
export function assistantConfigFrom(env: Env, overrides: Partial<AssistantConfig> = {}): AssistantConfig {
  const llm =
    env.ASSISTANT_LLM_URL && env.ASSISTANT_LLM_MODEL
      ? { url: env.ASSISTANT_LLM_URL, model: env.ASSISTANT_LLM_MODEL, timeoutMs: env.ASSISTANT_LLM_TIMEOUT_MS }
      : null;
  return { llm, retrievalTimeoutMs: RETRIEVAL_TIMEOUT_MS, search: searchIds, ...overrides };
}
