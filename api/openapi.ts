import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV3 } from "@asteasolutions/zod-to-openapi";
import { z, type ZodTypeAny } from "zod";
import * as contract from "../contract";

/**
 * The OpenAPI 3 document, generated from contract/. The zod extension is applied here, in the
 * API process only, so the contract files stay plain zod that the browser bundle can import.
 */
extendZodWithOpenApi(z);

type Method = "get" | "post";

const json = (schema: ZodTypeAny, description: string) => ({ description, content: { "application/json": { schema } } });

export function buildOpenApiDocument(): ReturnType<OpenApiGeneratorV3["generateDocument"]> {
  const registry = new OpenAPIRegistry();
  const error = registry.register("ApiError", contract.ApiError);
  const card = registry.register("CollectionCard", contract.CollectionCard);
  void card;
  registry.register("SearchQuery", contract.SearchQuery);
  registry.register("SearchResultItem", contract.SearchResultItem);
  registry.register("CollectionDetail", contract.CollectionDetail);
  registry.register("Tag", contract.Tag);
  registry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });

  const errors = {
    400: json(error, "Bad input; `errors` names each field"),
    404: json(error, "Not found"),
  };
  const path = (
    method: Method,
    route: string,
    summary: string,
    response: ZodTypeAny,
    request: Parameters<OpenAPIRegistry["registerPath"]>[0]["request"] = undefined,
    extra: Record<number, ReturnType<typeof json>> = {},
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
  const slugParam = z.object({ slug: z.string() });

  path("get", "/web/settings", "Site settings (config=true) or meta (meta=true)", z.union([contract.SettingsConfigResponse, contract.SettingsMetaResponse]), {
    query: z.object({ config: z.enum(["true", "false"]).optional(), meta: z.enum(["true", "false"]).optional() }),
  });
  path("get", "/web/page/home-pillar", "Home pillars", contract.HomePillarResponse);
  path("get", "/web/tag/group/{key}", "A tag group (sector, trending-tags)", contract.TagGroupResponse, {
    params: z.object({ key: z.enum(["sector", "trending-tags"]) }),
  });
  path("get", "/search/recommendations", "Recommended items", contract.RecommendationsResponse);
  path("post", "/web/search/result", "Full-text search", contract.SearchResponse, { body: body(contract.SearchQuery) });
  path("post", "/web/recent/search", "Recent searches of a user or visitor", contract.RecentSearchResponse, { body: body(contract.RecentSearchRequest) }, {
    401: json(error, "user_id without a token"),
    403: json(error, "user_id of another user"),
  });
  path("post", "/web/add/search", "Remember a search", contract.Ok, { body: body(contract.AddSearchRequest) }, {
    401: json(error, "user_id without a token"),
    403: json(error, "user_id of another user"),
  });
  path("get", "/recommendations/since-last-visit", "Types with items new since the user's last visit", contract.SinceLastVisitResponse, undefined, {
    401: json(error, "No or invalid Bearer token"),
  }, true);
  path("get", "/log/{id}", "Count a visit", contract.Ok, { params: z.object({ id: z.number().int() }) });
  path("get", "/web/collections", "Paged listing with facets", contract.ListingResponse, { query: contract.ListingQuery });
  path("get", "/web/collections/{typeId}/{slug}", "An item and related items", contract.CollectionDetailResponse, {
    params: z.object({ typeId: z.number().int(), slug: z.string() }),
  });
  path("get", "/web/hub/{slug}", "A pillar hub and its items", contract.HubResponse, { params: slugParam });
  path("get", "/web/author/{slug}", "An author and their items", contract.AuthorResponse, { params: slugParam });
  path("get", "/web/pages/{slug}", "A static, policy or campaign page", contract.PageResponse, { params: slugParam });
  path("get", "/web/sitemap", "Every published item", contract.SitemapResponse);
  path("post", "/newsletter/save", "Subscribe to the newsletter", contract.NewsletterResponse, { body: body(contract.NewsletterRequest) }, {
    422: json(error, "Invalid e-mail (errors.email) or failed bot check (errors.token)"),
  });
  path("get", "/openapi.json", "This document", z.object({ openapi: z.string() }).passthrough());
  path("get", "/healthz", "Liveness and database check", contract.Ok);

  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: "3.0.3",
    info: {
      title: "IndiaAI content API",
      version: "1.0.0",
      description: "The content API of the IndiaAI portal, generated from contract/.",
    },
    servers: [{ url: "/" }],
  });
}
