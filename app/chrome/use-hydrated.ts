import { useEffect, useState } from "react";

let hydrated = false;

/** False during SSR and the first client render, true once JavaScript runs. */
export function useHydrated() {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- hydration flag, set once on mount
    setValue(true);
  }, []);
  return value;
}
