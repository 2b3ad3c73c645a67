// `npm run bench:dues [-- --members N --entries M]`: membership dues at club scale on the real path
// (services of the built app, its PostgreSQL and job queue), N synthetic verified members (default
// 10 000). Prints: opening a year (every record with its variable symbol and the request jobs, one
// transaction) and the time until the workers have built and queued every request mail (PAY by
// square QR drawn per member) into the outbox; then a camt.053.001.08 statement of M entries
// (default 5 000: exact payments, partial ones, unknown symbols, another currency, debits) through
// the preview and the confirmation (payments, records and thank-you mails in one transaction).
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../app';
import { createLogger } from '../common/logger';
import { loadConfig } from '../config/config';
import { applyMigrations } from '../database/migrator';
import { addSyntheticMembers } from '../database/seed/synthetic-members';
import { JobQueueService } from '../jobs/job-queue.service';
import { DuesSetupService } from '../modules/dues/dues-setup.service';
import { DuesImportService } from '../modules/dues/dues-import.service';
import type { AuthUser } from '../access/request-user';
import { benchOption, benchQuery, openBenchDatabase } from './bench-database';

const log = (line: string) => process.stdout.write(`${line}\n`);
/** Wall time since `from`, and this process's CPU time since `cpu` (on a shared machine the fairer figure). */
const seconds = (from: number, cpu?: NodeJS.CpuUsage) => {
  const wall = `${((performance.now() - from) / 1000).toFixed(2)} s`;
  if (!cpu) return wall;
  const used = process.cpuUsage(cpu);
  return `${wall} (CPU ${((used.user + used.system) / 1e6).toFixed(2)} s)`;
};

/** One booked entry of the club's statement. */
function entry(i: number, amount: string, currency: string, credit: boolean, reference: string): string {
  return `<Ntry><NtryRef>${i}</NtryRef><Amt Ccy="${currency}">${amount}</Amt><CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2026-03-16</Dt></BookgDt><ValDt><Dt>2026-03-16</Dt></ValDt><AcctSvcrRef>BENCH2026${String(i).padStart(7, '0')}</AcctSvcrRef>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>${reference}</EndToEndId></Refs><Amt Ccy="${currency}">${amount}</Amt>
<RltdPties><Dbtr><Pty><Nm>Platiteľ ${i}</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>Clensky prispevok 2026</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
}

/** A camt.053.001.08 statement: mostly exact payments, some partial, unknown, foreign and debits. */
function statement(symbols: string[], count: number): string {
  const entries: string[] = [];
  for (let i = 0; i < count; i++) {
    const vs = symbols[i % symbols.length];
    const kind = i % 20;
    if (kind < 16) entries.push(entry(i, '40.00', 'EUR', true, `/VS${vs}/SS/KS0308`));
    else if (kind < 18) entries.push(entry(i, '15.00', 'EUR', true, `/VS${vs}/SS/KS`));
    else if (kind === 18) entries.push(entry(i, '40.00', 'EUR', true, '/VS9999999999/SS/KS'));
    else entries.push(entry(i, '12.90', i % 40 === 19 ? 'CZK' : 'EUR', i % 40 === 19, 'NOTPROVIDED'));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>BENCH-2026-03-16</MsgId><CreDtTm>2026-03-17T06:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>2026-BENCH</Id><CreDtTm>2026-03-17T06:00:00+01:00</CreDtTm><Acct><Id><IBAN>SK3112000000198742637541</IBAN></Id><Ccy>EUR</Ccy></Acct>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}

async function bench(): Promise<void> {
  const argv = process.argv.slice(2);
  const members = benchOption(argv, '--members', 10_000);
  const entries = benchOption(argv, '--entries', 5_000);
  const db = await openBenchDatabase(log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-bench-dues-'));
  try {
    await applyMigrations(db.url);
    await addSyntheticMembers(db.url, members);
    await benchQuery(
      db.url,
      `UPDATE profiles SET is_verified = true, verified_at = now() WHERE email LIKE 'member%@example.sk'`,
    );
    // Mail goes nowhere: the benchmark measures queueing, not an SMTP server (delivery attempts fail and wait to be
    // retried).
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
    await app.get(JobQueueService).start({ workers: true });
    const setup = app.get(DuesSetupService);
    const plan = await setup.createFeePlanAdmin({ name: 'Riadny člen', amount: 40 });
    await setup.updateDuesSettingsAdmin({
      iban: 'SK3112000000198742637541',
      bic: 'TATRSKBX',
      beneficiary_name: 'EV Klub o.z.',
      default_plan_id: plan.v.id,
    });

    const opening = performance.now();
    const openingCpu = process.cpuUsage();
    const opened = await setup.openDuesYearAdmin({ year: 2027, due_date: '2027-03-31' });
    log(
      `open year: ${opened.v.created} records with variable symbols and their request jobs in ${seconds(opening, openingCpu)}`,
    );
    for (;;) {
      const [{ n }] = await benchQuery<{ n: number }>(
        db.url,
        `SELECT count(*)::int AS n FROM mail_outbox WHERE dedupe_key LIKE 'dues_request:%'`,
      );
      if (n >= opened.v.created) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    log(
      `request mails (with the PAY by square QR) in the outbox: ${opened.v.created} after ${seconds(opening, openingCpu)}`,
    );

    const symbols = (
      await benchQuery<{ variable_symbol: string }>(db.url, 'SELECT variable_symbol FROM dues ORDER BY variable_symbol')
    ).map((r) => r.variable_symbol);
    const xml = Buffer.from(statement(symbols, entries));
    const file = { buffer: xml, filename: 'vypis.xml', mimetype: 'application/xml' };
    const importer = app.get(DuesImportService);
    const actor: AuthUser = {
      id: '00000000-0000-4000-8000-0000000000aa',
      email: '',
      sessionId: null,
      permissions: { finance: 'full' },
    };
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    const preview = await importer.previewStatementAdmin(file);
    log(
      `preview of ${preview.v.entries.length} entries (${(xml.length / 1024 / 1024).toFixed(1)} MB): ${seconds(started, startedCpu)} — ${JSON.stringify(preview.v.counts)}`,
    );
    const confirming = performance.now();
    const confirmingCpu = process.cpuUsage();
    const done = await importer.importStatementAdmin(actor, file);
    log(
      `confirm: ${done.v.recorded} payments recorded, ${done.v.matched} matched, in ${seconds(confirming, confirmingCpu)}; preview + confirm ${seconds(started, startedCpu)}`,
    );
    // The same file again records nothing: the import refuses it (409 errors.statement_nothing_new).
    const again = performance.now();
    const repeat = await importer.importStatementAdmin(actor, file).then(
      (r) => `${r.v.recorded} recorded`,
      (e: Error) => `refused (${e.message})`,
    );
    log(`the same statement again: ${repeat} in ${seconds(again)}`);
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

bench().then(
  () => process.exit(0),
  (e: Error) => {
    process.stderr.write(`bench:dues failed: ${e.stack ?? e.message}\n`);
    process.exit(1);
  },
);
