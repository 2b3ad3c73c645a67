// camt.053 bank statements written the way Slovak banks export them: a group header with the
// message id and pagination, one statement of the club's account with opening and closing
// balances, a transactions summary and booked entries. Version .001.02 (status as text, payer under
// RltdPties/Dbtr/Nm, the amount under AmtDtls) and .001.08 (status as a code, payer under
// Dbtr/Pty/Nm, the amount on TxDtls) differ where real exports differ.

export interface CamtEntry {
  /** The bank's reference of the entry (AcctSvcrRef). */
  ref: string;
  /** As written in the file, e.g. "40.00". */
  amount: string;
  currency?: string;
  debit?: boolean;
  endToEndId?: string;
  structuredRef?: string;
  note?: string;
  debtor?: string;
  /** The payer's account (RltdPties/DbtrAcct/Id/IBAN, written with the payer); null leaves it out. */
  debtorIban?: string | null;
  /** Of a debit: whom the club paid (RltdPties/Cdtr, and RltdPties/CdtrAcct/Id/IBAN with `creditorIban`). */
  creditor?: string;
  creditorIban?: string;
  bookedOn?: string;
}

const CLUB_IBAN = 'SK3112000000198742637541';
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function balance(code: 'OPBD' | 'CLBD', amount: string, day: string): string {
  return `      <Bal>
        <Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Dt><Dt>${day}</Dt></Dt>
      </Bal>`;
}

function entry(e: CamtEntry, version: '02' | '08', index: number): string {
  const ccy = e.currency ?? 'EUR';
  const day = e.bookedOn ?? '2030-03-12';
  const amount = `<Amt Ccy="${ccy}">${e.amount}</Amt>`;
  const debtorIban = e.debtorIban === undefined ? 'SK8975000000000012345671' : e.debtorIban;
  const debtor = e.debtor
    ? version === '02'
      ? `<Dbtr><Nm>${escape(e.debtor)}</Nm></Dbtr>`
      : `<Dbtr><Pty><Nm>${escape(e.debtor)}</Nm></Pty></Dbtr>`
    : '';
  const creditor = e.creditor
    ? (version === '02'
        ? `<Cdtr><Nm>${escape(e.creditor)}</Nm></Cdtr>`
        : `<Cdtr><Pty><Nm>${escape(e.creditor)}</Nm></Pty></Cdtr>`) +
      (e.creditorIban ? `<CdtrAcct><Id><IBAN>${e.creditorIban}</IBAN></Id></CdtrAcct>` : '')
    : '';
  const remittance = [
    e.note ? `<Ustrd>${escape(e.note)}</Ustrd>` : '',
    e.structuredRef
      ? `<Strd><CdtrRefInf>${version === '08' ? '<Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp>' : ''}<Ref>${escape(e.structuredRef)}</Ref></CdtrRefInf></Strd>`
      : '',
  ].join('');
  return `      <Ntry>
        <NtryRef>${index + 1}</NtryRef>
        ${amount}
        <CdtDbtInd>${e.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        ${version === '02' ? '<Sts>BOOK</Sts>' : '<Sts><Cd>BOOK</Cd></Sts>'}
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${e.ref}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${e.debit ? 'ICDT' : 'RCDT'}</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>${e.ref}</AcctSvcrRef>${e.endToEndId ? `<EndToEndId>${escape(e.endToEndId)}</EndToEndId>` : '<EndToEndId>NOTPROVIDED</EndToEndId>'}</Refs>
            ${version === '02' ? `<AmtDtls><TxAmt>${amount}</TxAmt></AmtDtls>` : amount}
            ${debtor ? `<RltdPties>${debtor}${debtorIban ? `<DbtrAcct><Id><IBAN>${debtorIban}</IBAN></Id></DbtrAcct>` : ''}</RltdPties>` : ''}
            ${creditor ? `<RltdPties>${creditor}</RltdPties>` : ''}
            ${remittance ? `<RmtInf>${remittance}</RmtInf>` : ''}
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
}

/** A whole statement of version `.001.02` or `.001.08`. */
export function camt053(version: '02' | '08', entries: CamtEntry[], statementId = `2030-${version}-0042`): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>TATR-CAMT053-${statementId}</MsgId>
      <CreDtTm>2030-03-13T06:12:45.000+01:00</CreDtTm>
      <MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn>
    </GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <ElctrncSeqNb>42</ElctrncSeqNb>
      <CreDtTm>2030-03-13T06:12:45.000+01:00</CreDtTm>
      <FrToDt><FrDtTm>2030-03-12T00:00:00.000+01:00</FrDtTm><ToDtTm>2030-03-12T23:59:59.000+01:00</ToDtTm></FrToDt>
      <Acct>
        <Id><IBAN>${CLUB_IBAN}</IBAN></Id>
        <Ccy>EUR</Ccy>
        <Ownr><Nm>EV Klub o.z.</Nm></Ownr>
        <Svcr><FinInstnId>${version === '02' ? '<BIC>TATRSKBX</BIC>' : '<BICFI>TATRSKBX</BICFI>'}</FinInstnId></Svcr>
      </Acct>
${balance('OPBD', '1520.00', '2030-03-12')}
${balance('CLBD', '1820.00', '2030-03-12')}
      <TxsSummry><TtlNtries><NbOfNtries>${entries.length}</NbOfNtries></TtlNtries></TxsSummry>
${entries.map((e, i) => entry(e, version, i)).join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
