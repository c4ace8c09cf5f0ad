import { defaultConfig } from './defaults';
import { runtimeConfigSchema, type RuntimeConfig } from './schema';
import { describeIssue, parse } from './validator';

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid runtime configuration:\n${issues.join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Deep-merges a deployment's overrides over the embedded default (arrays replace). */
function merge(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (
    base &&
    override &&
    typeof base === 'object' &&
    typeof override === 'object' &&
    !Array.isArray(base) &&
    !Array.isArray(override)
  ) {
    const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [k, v] of Object.entries(override as Record<string, unknown>)) out[k] = merge(out[k], v);
    return out;
  }
  return override;
}

/** Validates overrides merged over the default; throws ConfigError with readable issue lines. */
export function parseConfig(overrides: unknown = {}): RuntimeConfig {
  if (overrides === null || typeof overrides !== 'object' || Array.isArray(overrides)) {
    throw new ConfigError(['config.json must hold a JSON object']);
  }
  const result = parse(runtimeConfigSchema, merge(defaultConfig, overrides));
  if (!result.success) {
    throw new ConfigError(result.issues.map(describeIssue));
  }
  return result.data;
}
