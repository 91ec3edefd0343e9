// One import for loaders: `import * as upstream from "~/upstream/index.server"`.
export * from "./core.server";
export * from "./settings.server";
export * from "./content.server";
export * from "./search.server";
export * from "./newsletter.server";
export * from "./user.server";
export * from "./comments.server";
