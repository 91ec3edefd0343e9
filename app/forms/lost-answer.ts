/**
 * For a route's clientAction (forms posted by a fetcher, with JavaScript): the server action's
 * answer, or `fallback` when no readable answer came back — the gateway's 502 page while a
 * replica dies, a dropped connection, a timeout. Remix would otherwise put that error in the
 * page's error boundary: a form in the footer or a comment box would turn the whole page into
 * the error screen, and what the reader typed would be gone. Redirects still go on.
 */
export async function answerOrLost<T>(serverAction: () => Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return fallback();
  }
}
