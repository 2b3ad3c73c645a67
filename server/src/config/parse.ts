// The error of a bad environment variable and the parsers every part of the configuration shares
// (config.ts, auth-providers.ts): each names the variable in its message.
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable} ${message}`);
    this.name = 'ConfigError';
  }
}

export type Parser<T> = (raw: string, name: string) => T;

export function fail(name: string, message: string, raw: string): never {
  throw new ConfigError(name, `${message} (got "${raw.length > 80 ? raw.slice(0, 80) + '…' : raw}")`);
}

export const int =
  (min: number, max: number): Parser<number> =>
  (raw, name) => {
    if (!/^\d+$/.test(raw.trim())) fail(name, `must be a whole number from ${min} to ${max}`, raw);
    const n = Number(raw);
    if (n < min || n > max) fail(name, `must be a whole number from ${min} to ${max}`, raw);
    return n;
  };

export const bool: Parser<boolean> = (raw, name) => {
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return fail(name, 'must be true or false', raw);
};

/**
 * Which `X-Forwarded-For` entries to believe. `false`: none (the socket address is the client).
 * A hop count n (`true` = 1): the n proxies nearest to us each appended one entry, so the client is
 * the n-th entry from the right; what the client wrote itself (the left part) is never trusted.
 * Or the proxies' addresses/CIDRs, comma-separated: entries are skipped from the right while they
 * name one of them.
 */
