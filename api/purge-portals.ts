/**
 * The API alone tells the portals when published content changed (decision 0108): a signed
 * `POST /__purge` to each address in PORTAL_PURGE_URL, so their page caches and upstream caches
 * drop what they hold at once instead of when it expires. A failed purge is tried once more after
 * a second and then logged; the caches' short lifetimes bound what a lost one costs.
 */
import type { Logger } from "pino";
import { onContentChange } from "../contract/content-changes";
import { PURGE_PATH, PURGE_SIGNATURE_HEADER, signPurge } from "../contract/purge";

const TIMEOUT_MS = 3000;
const RETRY_AFTER_MS = 1000;

export function purgeTargets(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((url) => url.trim().replace(/\/+$/, ""))
    .filter(Boolean)
    .map((origin) => new URL(PURGE_PATH, `${origin}/`).href);
}

async function purge(target: string, secret: string): Promise<void> {
  const response = await fetch(target, {
    method: "POST",
    headers: { [PURGE_SIGNATURE_HEADER]: signPurge(secret) },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status !== 204) throw new Error(`purge answered ${response.status}`);
}

/** Purges every target now (the moderation CLI, after it changed what readers see); never throws. */
export async function purgePortals(targets: string[], secret: string): Promise<{ target: string; ok: boolean; error?: string }[]> {
  return Promise.all(
    targets.map((target) =>
      purge(target, secret).then(
        () => ({ target, ok: true }),
        (error: unknown) => ({ target, ok: false, error: String(error instanceof Error ? error.message : error) }),
      ),
    ),
  );
}

/** Sends a purge to every target on each content change; returns the function that stops it. */
export function purgePortalsOnChange({ targets, secret, logger }: { targets: string[]; secret: string; logger: Logger }): () => void {
  if (targets.length === 0) return () => undefined;
  return onContentChange((change) => {
    // A change relayed from another process was that process's to announce (decision 0107).
    if (change.remote) return;
    for (const target of targets) {
      purge(target, secret)
        .catch(() => new Promise((r) => setTimeout(r, RETRY_AFTER_MS)).then(() => purge(target, secret)))
        .then(
          () => logger.debug({ target, reason: change.reason }, "portal purged"),
          (error: unknown) => logger.warn({ target, reason: change.reason, err: String(error) }, "portal purge failed"),
        );
    }
  });
}
