import { type Config, ConfigError, loadConfig } from '../../../server/config.ts';

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

/** The ConfigError `env` gives; throws when it gives none. */
export const configFailure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
};
