// Each request's logger (common/request-logger.ts) is made when the request first writes a line;
// what it writes is what pino's child writes: the request id on every line, the redaction, the level.
import { Writable } from 'node:stream';
import { createLogger } from '../../server/src/common/logger';
import { requestLogger } from '../../server/src/common/request-logger';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(level, destination), lines };
}

describe('a request logger', () => {
  it('writes with the request id, through the redaction, at the levels the logger writes', () => {
    const { logger, lines } = capture('info');
    const log = requestLogger(logger, { reqId: 'r-1' }, {});
    expect(log.level).toBe('info');
    log.debug({ step: 1 }, 'not written');
    log.info({ body: { email: 'a@b.sk', password: 'Elektromobil-2026' } }, 'signed in');
    log.error({ code: 'x' }, 'failed');
    expect(lines.map(({ level, reqId, msg, body }) => ({ level, reqId, msg, body }))).toEqual([
      { level: 30, reqId: 'r-1', msg: 'signed in', body: { email: 'a@b.sk', password: '[redacted]' } },
      { level: 50, reqId: 'r-1', msg: 'failed', body: undefined },
    ]);
  });

  it('takes a level of its own, leaving the process logger as it was', () => {
    const { logger, lines } = capture('info');
    const log = requestLogger(logger, { reqId: 'r-2' }, {});
    log.level = 'debug';
    log.debug('now written');
    logger.debug('still not written');
    expect(log.level).toBe('debug');
    expect(logger.level).toBe('info');
    expect(lines.map(({ reqId, msg }) => ({ reqId, msg }))).toEqual([{ reqId: 'r-2', msg: 'now written' }]);
  });

  it("a child carries the request id and its own bindings; a route's own level is kept", () => {
    const { logger, lines } = capture('info');
    requestLogger(logger, { reqId: 'r-3' }, {}).child({ job: 'mail' }).warn('late');
    const quiet = requestLogger(logger, { reqId: 'r-4' }, { level: 'error' });
    quiet.warn('dropped');
    expect(quiet.level).toBe('error');
    expect(lines.map(({ reqId, job, msg }) => ({ reqId, job, msg }))).toEqual([
      { reqId: 'r-3', job: 'mail', msg: 'late' },
    ]);
  });
});
