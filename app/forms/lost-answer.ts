/**
 * For a route's clientAction (forms posted by a fetcher, with JavaScript): the server action's
 * answer, or `fallback` when no readable answer came back — the gateway's 502 page while a
 * replica dies, a dropped connection, a timeout. The router would otherwise put that error in the
 * page's error boundary: a form in the footer or a comment box would turn the whole page into
 * the error screen, and what the reader typed would be gone. Redirects still go on.
 */
export async function answerOrLost<T>(serverAction: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return fallback();
  }
}

/**
 * Whether a background save (a fetcher whose answer says what it `saved`) has come back without
 * saving: refused, or its answer lost (the route's clientAction). What was typed is still in the form.
 */
export function backgroundSaveFailed(fetcher: { state: string; data?: { saved?: unknown } }): boolean {
  return fetcher.state === "idle" && fetcher.data !== undefined && !fetcher.data.saved;
}
