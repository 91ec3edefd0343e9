/**
 * Rollup `manualChunks` for the browser build: every module of the app that the root route and
 * the page layouts import (statically, at any depth) goes into one "shell" chunk, which every page
 * loads anyway. Left to itself, Rollup cuts that code into a dozen small files by which routes
 * share them, and each file costs its own compression dictionary: one chunk is about 1.5 kB
 * (gzip) lighter on every first visit (docs/performance.md, 6 December). The dictionaries stay
 * apart: a page loads only its language's.
 */
import type { ManualChunkMeta } from "rollup";

const SHELL_ROOTS = ["/app/root.tsx", "/app/chrome/Layouts.tsx"];
const inApp = (id: string) => id.includes("/app/") && !id.includes("/node_modules/") && !id.includes("/app/i18n/dictionaries/");

export function shellChunk() {
  let shell: Set<string> | null = null;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    if (!inApp(id)) return undefined;
    shell ??= staticClosure(
      [...meta.getModuleIds()].filter((m) => SHELL_ROOTS.some((root) => m.endsWith(root))),
      meta,
    );
    return shell.has(id) ? "shell" : undefined;
  };
}

function staticClosure(roots: string[], meta: ManualChunkMeta): Set<string> {
  if (roots.length !== SHELL_ROOTS.length) throw new Error(`shell chunk: expected ${SHELL_ROOTS.join(", ")} in the module graph`);
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of meta.getModuleInfo(id)?.importedIds ?? []) if (inApp(imported)) stack.push(imported);
  }
  return seen;
}
