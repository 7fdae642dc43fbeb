/**
 * The stub backend's sign-in capacity, measured: its password hashing (server/stub/auth/
 * passwords.ts) is what a sign-in costs, so as many hashes as its slots finish in a second is as
 * many sign-ins as it can answer. Measured in this process with the stub's own code and slot count,
 * before the bench starts its children, so that they do not share the cores with it.
 */
import { hashingSlots, hashPassword } from '../server/stub/auth/passwords.ts';

/** Sign-ins a second the stub can answer at `cost`, from hashes run for about `forMs`. */
export async function signInsPerSecond(cost: number, forMs = 1500): Promise<number> {
  const started = performance.now();
  let done = 0;
  const worker = async () => {
    while (performance.now() - started < forMs) {
      await hashPassword('Demo@1234', cost);
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: hashingSlots }, worker));
  return done / ((performance.now() - started) / 1000);
}
