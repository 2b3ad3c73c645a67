// `npm run bench:event-fees [-- --events N --entries M --dues D]`: the bank statement import of a club with paid
// events, on the real path (services of the built app, its PostgreSQL and job queue): D members with a dues record
// each (default 10 000) and N paid events (default 2 000) with five registrations each, then a camt.053.001.08
// statement of M entries (default 5 000: half event payments, exact and partial, most of the rest dues, a tenth
// unknown symbols) through the preview and the confirmation. Prints the time of each and the database queries per
// statement line, counted at the pg driver the app's Prisma adapter talks through.
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../app';
import { createLogger } from '../common/logger';
import { loadConfig } from '../config/config';
import { applyMigrations } from '../database/migrator';
import { addSyntheticMembers } from '../database/seed/synthetic-members';
import { JobQueueService } from '../jobs/job-queue.service';
import { DuesImportService } from '../modules/dues/dues-import.service';
import type { AuthUser } from '../access/request-user';
import { benchOption, benchQuery, openBenchDatabase, runBench } from './bench-database';

const log = (line: string) => process.stdout.write(`${line}\n`);

/** Every query any pg client of this process sends (the app's pool included). */
let queries = 0;
const send = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries += 1;
  return (send as (...a: unknown[]) => unknown).apply(this, args);
} as typeof send;

function entry(i: number, amount: string, reference: string): string {
  return `<Ntry><NtryRef>${i}</NtryRef><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2027-03-16</Dt></BookgDt><ValDt><Dt>2027-03-16</Dt></ValDt><AcctSvcrRef>EVBENCH${String(i).padStart(7, '0')}</AcctSvcrRef>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>${reference}</EndToEndId></Refs><Amt Ccy="EUR">${amount}</Amt>
<RltdPties><Dbtr><Pty><Nm>Platiteľ ${i}</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>SK8975000000000012345671</IBAN></Id></DbtrAcct></RltdPties></TxDtls></NtryDtls></Ntry>`;
}

/** Half event payments (four in five exact, one partial), four tenths dues, a tenth unknown symbols. */
function statement(events: string[], dues: string[], count: number): string {
  const entries: string[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 10;
    if (kind < 5) entries.push(entry(i, i % 5 === 4 ? '10.00' : '25.00', `/VS${events[i % events.length]}/SS/KS`));
    else if (kind < 9) entries.push(entry(i, '40.00', `/VS${dues[i % dues.length]}/SS/KS0308`));
    else entries.push(entry(i, '25.00', '/VS8888888888/SS/KS'));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>EVBENCH-2027-03-16</MsgId><CreDtTm>2027-03-17T06:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>2027-EVBENCH</Id><CreDtTm>2027-03-17T06:00:00+01:00</CreDtTm><Acct><Id><IBAN>SK3112000000198742637541</IBAN></Id><Ccy>EUR</Ccy></Acct>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}

async function bench(): Promise<void> {
  const argv = process.argv.slice(2);
  const eventCount = benchOption(argv, '--events', 2_000);
  const entries = benchOption(argv, '--entries', 5_000);
  const members = benchOption(argv, '--dues', 10_000);
  const db = await openBenchDatabase(log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-bench-event-fees-'));
  try {
    await applyMigrations(db.url);
    await addSyntheticMembers(db.url, members);
    // The club's records as they would stand: a dues record per member, paid events with five registrations each
    // (in sequence order, one member per place), written directly: the benchmark times the import, not the set-up.
    await benchQuery(
      db.url,
      `INSERT INTO dues_settings (id, iban, bic, beneficiary_name) VALUES (1, 'SK3112000000198742637541', 'TATRSKBX', 'EV Klub o.z.');
       INSERT INTO dues_years (year, due_date) VALUES (2027, '2027-03-31');
       INSERT INTO dues (user_id, year, amount_cents, variable_symbol)
         SELECT id, 2027, 4000, '2027' || lpad((row_number() OVER (ORDER BY id))::text, 6, '0') FROM profiles;
       INSERT INTO events (title, slug, date_start, published_at, price_cents)
         SELECT 'Udalosť ' || g, 'udalost-' || g, now() + interval '30 days', now() - interval '1 day', 2500
         FROM generate_series(1, ${eventCount}) g;
       INSERT INTO event_attendances (event_id, user_id, status, amount_cents, variable_symbol, payment_due_at)
         SELECT e.id, p.id, 'registered', 2500, '9' || lpad(nextval('event_variable_symbol_seq')::text, 9, '0'),
                now() + interval '7 days'
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM events) e
         JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM profiles) p
           ON p.n BETWEEN (e.n - 1) * 5 % ${members} + 1 AND (e.n - 1) * 5 % ${members} + 5;`,
    );
    const eventSymbols = (
      await benchQuery(db.url, 'SELECT variable_symbol FROM event_attendances ORDER BY variable_symbol')
    ).map((r) => r.variable_symbol as string);
    const duesSymbols = (await benchQuery(db.url, 'SELECT variable_symbol FROM dues ORDER BY variable_symbol')).map(
      (r) => r.variable_symbol as string,
    );
    log(`${duesSymbols.length} dues records, ${eventCount} paid events with ${eventSymbols.length} registrations`);

    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_RETRY_DELAY: '3600',
    });
    const app = await createApp({ config, databaseUrl: db.url, logger: createLogger('silent') });
    await app.get(JobQueueService).start({ workers: false });
    const xml = Buffer.from(statement(eventSymbols, duesSymbols, entries));
    const file = { buffer: xml, filename: 'vypis.xml', mimetype: 'application/xml' };
    const importer = app.get(DuesImportService);
    const actor: AuthUser = {
      id: '00000000-0000-4000-8000-0000000000aa',
      email: '',
      sessionId: null,
      permissions: { finance: 'full' },
    };
    const measure = async <T>(what: string, work: () => Promise<T>, line: (result: T) => string) => {
      const before = queries;
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = await work();
      const used = process.cpuUsage(cpu);
      const sent = queries - before;
      log(
        `${what}: ${((performance.now() - started) / 1000).toFixed(2)} s (CPU ${((used.user + used.system) / 1e6).toFixed(2)} s), ` +
          `${sent} queries = ${(sent / entries).toFixed(2)} per line — ${line(result)}`,
      );
    };
    await measure(
      `preview of ${entries} lines (${(xml.length / 1024 / 1024).toFixed(1)} MB)`,
      () => importer.previewStatementAdmin(file),
      (p) => JSON.stringify(p.v.counts),
    );
    await measure(
      'confirm',
      () => importer.importStatementAdmin(actor, file),
      (done) => `${done.v.recorded} recorded, ${done.v.matched} matched`,
    );
    const [paid] = await benchQuery(
      db.url,
      `SELECT count(*) FILTER (WHERE paid_at IS NOT NULL)::int AS paid, count(*) FILTER (WHERE paid_cents > 0 AND paid_at IS NULL)::int AS partly
         FROM event_attendances`,
    );
    log(`registrations paid in full: ${paid.paid}, partly: ${paid.partly}`);
    log(
      `cores: ${os.cpus().length}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await app.close();
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench('bench:event-fees', bench);
