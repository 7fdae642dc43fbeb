import { type Config, loadConfig } from '../../../server/config.ts';

/** The defaults a developer gets, with the given fields replaced. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  ...overrides,
});

/** A logger that keeps lines for assertions instead of printing them. */
export const collectingLogger = () => {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: (event: Record<string, unknown>) => void lines.push(event) };
};
