import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV3 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import * as contract from "../contract";
import { registerAccountPaths } from "./openapi/accounts";
import { registerAssessmentPaths } from "./openapi/assessment";
import { registerAssistantPaths } from "./openapi/assistant";
import { registerAuthoringPaths } from "./openapi/authoring";
import { registerCampaignPaths } from "./openapi/campaigns";
import { registerCommentPaths } from "./openapi/comments";
import { openApiContext } from "./openapi/context";
import { registerContributionPaths } from "./openapi/contributions";
import { registerFollowPaths } from "./openapi/follow";
import { registerMediaPaths } from "./openapi/media";
import { registerNotificationPaths } from "./openapi/notifications";
import { registerPageFeedbackPaths } from "./openapi/page-feedback";
import { registerReviewPaths } from "./openapi/reviews";
import { registerRolePaths } from "./openapi/roles";
import { registerSchedulingPaths } from "./openapi/scheduling";
import { registerSitePaths } from "./openapi/site";

/**
 * The OpenAPI 3 document, generated from contract/. The zod extension is applied here, in the
 * API process only, so the contract files stay plain zod that the browser bundle can import.
 * Each group of endpoints registers its paths in api/openapi/; the order here is the document's.
 */
extendZodWithOpenApi(z);

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

  const context = openApiContext(registry, error);
  registerSitePaths(context);
  registerAccountPaths(context);
  registerCommentPaths(context);
  registerContributionPaths(context);
  registerAssessmentPaths(context);
  registerAssistantPaths(context);
  registerCampaignPaths(context);
  registerAuthoringPaths(context);
  registerMediaPaths(context);
  registerFollowPaths(context);
  registerPageFeedbackPaths(context);
  registerReviewPaths(context);
  registerNotificationPaths(context);
  registerRolePaths(context);
  registerSchedulingPaths(context);

  const { path } = context;
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
