import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a deadline `seconds` after the last restart; ticks once a second. */
export function useCountdown(seconds: number) {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (remaining === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
}
