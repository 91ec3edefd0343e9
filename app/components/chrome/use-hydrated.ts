import { useEffect, useState } from "react";

let hydrated = false;

/** False during SSR and the first client render, true once JavaScript runs. */
export function useHydrated() {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setValue(true);
  }, []);
  return value;
}
