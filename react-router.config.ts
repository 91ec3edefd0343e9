import type { Config } from "@react-router/dev/config";

/** React Router's framework options (the routes themselves are declared in app/routes.ts). */
export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
} satisfies Config;
