// The server's memory settings (README "Memory"), given where the process is started: scripts/serve.js
// (`npm start`) and the benchmarks' servers (bench-server.js) start Node with them; the Dockerfile
// sets the same through ENV. Each applies unless the environment already gives it:
//   - `--max-semi-space-size=32` (V8's young generation: 32 MiB semi-spaces instead of up to 64 MiB
//     sized from the machine's memory; a smaller one is collected so often under load that a cached
//     page costs a tenth more CPU), unless NODE_OPTIONS names it;
//   - MALLOC_ARENA_MAX=2 and MALLOC_MMAP_THRESHOLD_=32768 (glibc: at most two arenas per thread
//     that allocates; blocks from 32 kB mapped on their own and returned to the system when freed).
const SEMI_SPACE = '--max-semi-space-size=32';
const MALLOC = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' };

/** The Node flags and the environment to start the server with, from the environment given. */
function memorySettings(env) {
  const withMalloc = { ...MALLOC, ...env };
  return { nodeArgs: /--max[-_]semi[-_]space[-_]size/.test(withMalloc.NODE_OPTIONS ?? '') ? [] : [SEMI_SPACE], env: withMalloc };
}

module.exports = { memorySettings };
