export * from "./collection-types";
export * from "./common";
export * from "./content";
export * from "./search";
export * from "./site";
export * from "./comments";
export * from "./accounts";
export * from "./contributions";
