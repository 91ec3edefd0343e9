/** The refusals' duration histogram (route "overload-refused", server/metrics.ts), as per cents within 5 and 10 ms. */
export function refusalTimes(metrics: string) {
  const bucket = (le: string) => {
    const line = metrics
      .split("\n")
      .find(
        (l) =>
          l.startsWith("portal_http_request_duration_seconds_bucket{") &&
          l.includes('route="overload-refused"') &&
          l.includes(`le="${le}"`),
      );
    return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
  };
  const all = bucket("+Inf");
  const share = (n: number) => (all ? Math.round((1000 * n) / all) / 10 : 0);
  return { refusals: all, within5ms: share(bucket("0.005")), within10ms: share(bucket("0.01")) };
}
