import { useCallback, useState } from "react";

/**
 * A module the browser downloads only when it is first needed (the search dropdown, the comment
 * thread, the contributor dialog), so a first visit does not pay for what it may never use.
 * One download per page load, shared by every component that asks; after a failure the next
 * call tries again (meanwhile the page's plain links and forms keep working).
 */
export interface OnDemand<M> {
  /** The module if it has arrived: components mounted later render it at once. */
  loaded(): M | null;
  load(): Promise<M>;
}

export function onDemand<M>(importModule: () => Promise<M>): OnDemand<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    loaded: () => module,
    load() {
      loading ??= importModule().then(
        (m) => (module = m),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * A component's view of an on-demand module: the module once it has arrived (at once when an
 * earlier mount loaded it), whether the last try failed, and `load`, which resolves to the
 * module or to null after a failure (never rejects, so event handlers can call it as they are).
 */
export function useOnDemand<M>(source: OnDemand<M>) {
  const [module, setModule] = useState<M | null>(() => source.loaded());
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    (): Promise<M | null> =>
      source.load().then(
        (m) => {
          setFailed(false);
          setModule(() => m);
          return m;
        },
        () => {
          setFailed(true);
          return null;
        },
      ),
    [source],
  );
  return { module, failed, load };
}
