// The server's memory settings, applied however it is started (`npm start`, `node dist/server/main.js`
// in the Docker image, the benchmarks): imported first by main.ts, it replaces the process by itself
// with these settings (process.execve: same pid, same stdio, nothing else loaded yet) unless they are
// already given. Measured under page load (see README "Memory"):
//   - V8 sizes the young generation from the machine's memory: 64 MiB semi-spaces, 128 MiB resident
//     of which a render uses a few. 8 MiB semi-spaces keep scavenges short and the heap small.
//   - glibc keeps freed memory for reuse: the page buffers of renders (HTML, its compressed copies,
//     tens of kB each, freed when V8 collects them) left its main heap at the high-water mark of the
//     garbage, some 140 MB. Blocks from 32 kB up are mapped on their own and go back to the system when
//     freed; each thread that allocates (the libuv pool compresses pages) gets at most two arenas.
// An operator who passes --max-semi-space-size (command line or NODE_OPTIONS) or sets one of the
// MALLOC_ variables keeps their values.
//   - V8 keeps the pages of a heap that shrank, resident, until a last-resort collection; --expose-gc
//     lets runtime/memory-release.ts run one when a burst of requests is over.
export const SEMI_SPACE_FLAG = '--max-semi-space-size';
export const SEMI_SPACE_MB = 8;
export const EXPOSE_GC_FLAG = '--expose-gc';
export const MALLOC_SETTINGS: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: String(32 * 1024) };

/** The command line and environment to run with, or null when they are already right. */
export function memorySettings(execArgv: readonly string[], argv: readonly string[], env: NodeJS.ProcessEnv): { args: string[]; env: NodeJS.ProcessEnv } | null {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)];
  const has = (flag: string) => given.some((arg) => arg.startsWith(flag) || arg.startsWith(flag.replace(/-/g, '_')));
  const flags = [...(has(SEMI_SPACE_FLAG) ? [] : [`${SEMI_SPACE_FLAG}=${SEMI_SPACE_MB}`]), ...(has(EXPOSE_GC_FLAG) ? [] : [EXPOSE_GC_FLAG])];
  const missing = Object.keys(MALLOC_SETTINGS).filter((name) => env[name] === undefined);
  if (flags.length === 0 && missing.length === 0) return null;
  return {
    args: [...flags, ...execArgv, ...argv.slice(1)],
    env: { ...env, ...Object.fromEntries(missing.map((name) => [name, MALLOC_SETTINGS[name]])) },
  };
}

/** Re-executes the process with the memory settings; continues as it is where that is not possible. */
export function applyMemorySettings(): void {
  const settings = memorySettings(process.execArgv, process.argv, process.env);
  if (!settings || typeof process.execve !== 'function') return;
  try {
    process.execve(process.execPath, [process.execPath, ...settings.args], settings.env);
  } catch {
    // Not supported here (Windows, a restricted sandbox): the defaults apply.
  }
}
