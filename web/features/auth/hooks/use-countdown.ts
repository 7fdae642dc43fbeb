import { useCallback, useEffect, useState } from 'react';

/** mm:ss for a number of seconds: 60 → "01:00". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Counts down once a second from `from` and stops at 0; `restart` starts it over (D10). */
export function useCountdown(from: number): { remaining: number; restart: () => void } {
  const [remaining, setRemaining] = useState(from);
  const [round, setRound] = useState(0);

  useEffect(() => {
    // `round` restarts the interval even when the count is already back at `from`.
    void round;
    const timer = setInterval(() => {
      setRemaining((value) => {
        if (value <= 1) clearInterval(timer);
        return Math.max(0, value - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [round]);

  const restart = useCallback(() => {
    setRemaining(from);
    setRound((value) => value + 1);
  }, [from]);

  return { remaining, restart };
}
