// The assign dialog's ways to the record a payment belongs to, besides typing its variable symbol:
// the dues records and the registrations for paid events the server suggests for the payment (each
// with why; a click or Enter picks one), and
// the member search (a combobox: name or e-mail, diacritics and word order ignored), where choosing
// a member picks their record still owed of the payment's year, or lets staff pick among several.
import {
  Autocomplete,
  Box,
  Button,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { components } from '@/generated/api';
import type { StaffDataProvider } from '@/staff/data-provider';
import { formatDate } from '@/lib/format';
import { money } from '../dues/dues-labels';

export type DuesRecord = components['schemas']['AdminDuesDto'];
type MemberMatch = components['schemas']['DuesMemberMatchDto'];
type Registration = components['schemas']['RegistrationPaymentDto'];

const OWING = new Set<DuesRecord['status']>(['waiting', 'partly_paid', 'overdue']);
/** The search waits this long after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;

export const memberNameOf = (record: DuesRecord) => record.member.name ?? record.member.email;

interface PickProps {
  /** The variable symbol picked now (its record's button shows pressed). */
  chosen: string;
  onPick: (target: AssignTarget) => void;
}

/** What a payment is assigned to: a member's dues record, or a registration for a paid event. */
export type AssignTarget = { kind: 'dues'; record: DuesRecord } | { kind: 'registration'; registration: Registration };

/** A registration's symbol: 10 digits starting with 9 (a dues record's starts with its year). */
export const isRegistrationSymbol = (symbol: string) => /^9\d{9}$/.test(symbol);

export const symbolOf = (target: AssignTarget) =>
  target.kind === 'dues' ? target.record.variable_symbol : target.registration.variable_symbol;

interface Suggested {
  target: AssignTarget;
  label: string;
  reasons: components['schemas']['PaymentSuggestionReason'][];
}

/** One list of suggestions, best first, each a button saying what it is and why. */
function SuggestionList({
  heading,
  loading,
  empty,
  items,
  chosen,
  onPick,
}: PickProps & { heading: string; loading: boolean; empty: string; items: Suggested[] }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(heading)}
      </Typography>
      {loading ? (
        <Typography>{translate('staff.dues.suggestions_loading')}</Typography>
      ) : !items.length ? (
        <Typography>{translate(empty)}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {items.map(({ target, label, reasons }) => {
            const symbol = symbolOf(target);
            const picked = symbol === chosen;
            return (
              <li key={symbol}>
                <Button
                  fullWidth
                  variant={picked ? 'contained' : 'outlined'}
                  aria-pressed={picked}
                  onClick={() => onPick(target)}
                  sx={{ display: 'block', textAlign: 'left', textTransform: 'none', overflowWrap: 'anywhere' }}
                >
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {label}
                  </Box>
                  <Box component="span" sx={{ display: 'block' }}>
                    {translate('staff.dues.suggestion_why', {
                      reasons: reasons.map((r) => translate(`staff.dues.reasons.${r}`)).join(', '),
                    })}
                  </Box>
                </Button>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** The dues records and the registrations for paid events suggested for the payment. */
export function Suggestions({ paymentId, chosen, onPick }: PickProps & { paymentId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const records = useQuery({
    queryKey: ['dues-payment-suggestions', paymentId],
    queryFn: () => dataProvider.suggestDuesRecords(paymentId),
  });
  const registrations = useQuery({
    queryKey: ['dues-payment-registration-suggestions', paymentId],
    queryFn: () => dataProvider.suggestRegistrations(paymentId),
  });
  return (
    <>
      <SuggestionList
        heading="staff.dues.suggestions"
        loading={records.isPending}
        empty="staff.dues.no_suggestions"
        items={(records.data ?? []).map(({ record, reasons }) => ({
          target: { kind: 'dues', record },
          reasons,
          label: translate('staff.dues.suggestion', {
            name: memberNameOf(record),
            year: record.year,
            symbol: record.variable_symbol,
            owed: money(record.outstanding),
          }),
        }))}
        chosen={chosen}
        onPick={onPick}
      />
      <SuggestionList
        heading="staff.dues.registration_suggestions"
        loading={registrations.isPending}
        empty="staff.dues.no_registration_suggestions"
        items={(registrations.data ?? []).map(({ registration, reasons }) => ({
          target: { kind: 'registration', registration },
          reasons,
          label: registrationLabel(translate, registration),
        }))}
        chosen={chosen}
        onPick={onPick}
      />
    </>
  );
}

/** "Tomáš Kováč: Jazda k moru (12. júna 2027), VS 9000000012, dlží 25,00 €" */
export const registrationLabel = (translate: ReturnType<typeof useTranslate>, r: Registration) =>
  translate('staff.dues.registration_suggestion', {
    name: r.member.name ?? r.member.email,
    event: r.event_title,
    date: formatDate(r.event_start),
    symbol: r.variable_symbol,
    owed: money(r.outstanding),
  });

/** The member's record to take a payment of `year`: the one still owed of that year, else the only one owed. */
const recordFor = (open: DuesRecord[], year: number) =>
  open.find((r) => r.year === year) ?? (open.length === 1 ? open[0] : undefined);

/** The member search: choosing a member picks their record (or offers their records still owed). */
export function MemberSearch({ year, chosen, onPick }: PickProps & { year: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const recordsLabel = useId();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [member, setMember] = useState<MemberMatch | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const enabled = query.length >= 2;
  const found = useQuery({
    queryKey: ['dues-members', query],
    queryFn: () => dataProvider.searchDuesMembers(query),
    enabled,
  });
  const open = member?.records.filter((r) => OWING.has(r.status)) ?? [];
  const optionLabel = (m: MemberMatch) =>
    m.member.name
      ? translate('staff.dues.member_option', { name: m.member.name, email: m.member.email })
      : m.member.email;
  return (
    <>
      <Autocomplete
        options={enabled ? (found.data ?? []) : []}
        value={member}
        onChange={(_event, value) => {
          setMember(value);
          const record =
            value &&
            recordFor(
              value.records.filter((r) => OWING.has(r.status)),
              year,
            );
          if (record) onPick({ kind: 'dues', record });
        }}
        inputValue={input}
        onInputChange={(_event, value) => setInput(value)}
        filterOptions={(options) => options}
        getOptionLabel={optionLabel}
        isOptionEqualToValue={(a, b) => a.member.id === b.member.id}
        loading={enabled && found.isFetching}
        loadingText={translate('staff.dues.members_searching')}
        noOptionsText={translate(enabled ? 'staff.dues.no_members' : 'staff.dues.find_member_help')}
        openText={translate('staff.dues.list_open')}
        closeText={translate('staff.dues.list_close')}
        clearText={translate('staff.dues.clear')}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            label={translate('staff.dues.find_member')}
            helperText={translate('staff.dues.find_member_help')}
            margin="dense"
          />
        )}
      />
      {member && open.length === 0 && <Typography sx={{ mt: 1 }}>{translate('staff.dues.member_no_open')}</Typography>}
      {member && open.length > 1 && (
        <Box sx={{ mt: 1 }}>
          <FormLabel id={recordsLabel}>{translate('staff.dues.member_records')}</FormLabel>
          <RadioGroup
            aria-labelledby={recordsLabel}
            value={open.some((r) => r.variable_symbol === chosen) ? chosen : ''}
            onChange={(e) => onPick({ kind: 'dues', record: open.find((r) => r.variable_symbol === e.target.value)! })}
          >
            {open.map((r) => (
              <FormControlLabel
                key={r.id}
                value={r.variable_symbol}
                control={<Radio />}
                label={translate('staff.dues.member_record', {
                  year: r.year,
                  symbol: r.variable_symbol,
                  owed: money(r.outstanding),
                })}
              />
            ))}
          </RadioGroup>
        </Box>
      )}
    </>
  );
}
