import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { ZodTypeAny } from "zod";
import * as contract from "../../contract";

/** What each group of endpoints (api/openapi/*.ts) registers its paths with. */
export type Method = "get" | "post" | "put";

export const json = (schema: ZodTypeAny, description: string) => ({ description, content: { "application/json": { schema } } });

type JsonResponse = ReturnType<typeof json>;
type PathRequest = Parameters<OpenAPIRegistry["registerPath"]>[0]["request"];

export interface OpenApiContext {
  registry: OpenAPIRegistry;
  /** The registered ApiError schema. */
  error: ZodTypeAny;
  /** Registers `/api${route}`: 200 with `response`, the usual 422 and 404, and `extra`; `secured` asks for a Bearer token. */
  path(
    method: Method,
    route: string,
    summary: string,
    response: ZodTypeAny,
    request?: PathRequest,
    extra?: Record<number, JsonResponse>,
    secured?: boolean,
  ): void;
  body(schema: ZodTypeAny): { content: { "application/json": { schema: ZodTypeAny } } };
  /** Every content call and every call that mails takes ?lang=en|hi (default en; other values 422). */
  lang: typeof contract.LangQuery;
  unauthorised: { 401: JsonResponse };
  moderatorOnly: { 401: JsonResponse; 403: JsonResponse };
  limited: { 429: JsonResponse };
}

export function openApiContext(registry: OpenAPIRegistry, error: ZodTypeAny): OpenApiContext {
  const errors = {
    422: json(error, "Bad input; `errors` names each field"),
    404: json(error, "Not found"),
  };
  const path = (
    method: Method,
    route: string,
    summary: string,
    response: ZodTypeAny,
    request: PathRequest = undefined,
    extra: Record<number, JsonResponse> = {},
    secured = false,
  ) =>
    registry.registerPath({
      method,
      path: `/api${route}`,
      summary,
      request,
      security: secured ? [{ bearer: [] }] : undefined,
      responses: { 200: json(response, "OK"), ...errors, ...extra },
    });
  const body = (schema: ZodTypeAny) => ({ content: { "application/json": { schema } } });
  const unauthorised = { 401: json(error, "No or invalid Bearer token") };
  return {
    registry,
    error,
    path,
    body,
    lang: contract.LangQuery,
    unauthorised,
    moderatorOnly: { ...unauthorised, 403: json(error, "Not a moderator") },
    limited: { 429: json(error, "Too many writes") },
  };
}
