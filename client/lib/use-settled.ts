/**
 * A value once it has stopped changing for `delayMs`: what a live region says, so that typing
 * « 1200 » is announced once, not as 1, 12, 120 and 1200 (issue 38).
 */
import { useEffect, useState } from "react";

export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
