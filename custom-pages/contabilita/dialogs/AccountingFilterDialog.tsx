// Accounting filter dialog (spec 2 §2.10): request date from/to, season of competence, accounting
// code, transaction code, amount min/max, club, member, state, season; 'Rimuovi Filtri' clears,
// 'Applica Filtri' applies. The amount filter is sent only when both bounds are above zero and a
// date still showing its mask is ignored (filtersToQuery in api.ts).
// Dates are typed dd/mm/yyyy through the shared mask and filtered as 'YYYY-MM-DD': the draft holds the
// text, applying turns it back; a date not yet complete (or impossible) is no filter, as the placeholder.
// Amounts are typed as every amount (1.234,50, the shared money mask) and filtered in euros ('1234.5').
// As every masked field (MaskedInput's rule, docs/decisions/usability.md 'Masks'), a keystroke the mask
// refuses is said under the field at once, from the shared spec's own explanation ('Data non valida:
// giorno 01–31, mese 01–12, anno 1900–2999'), until the next keystroke or leaving the field; it was
// dropped without a word.
// Administrators choose the club and the member by searching them (club picker, member picker); the
// filters keep their ids (societa_id, anagrafica_id) and `labels` their names, shown again on reopening.
// A backwards range ('Data richiesta al' before 'dal', 'Importo massimo' below 'Importo minimo') matches
// nothing: 'Applica Filtri' keeps the dialog open and says so under the upper bound (the rule the
// lists' server check shares, backwardsRanges), then follows the fields as they are corrected.
// Props: open, value, labels, onApply(filters, labels), onClose, side (which codes to offer), admin.
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { dateSpec, MaskedTextField, moneySpec, PHONE_FRIENDLY, type MaskSpec } from '../../../src/components';
import { dateTextToIso, formatMoney, isoToDateText, parseMoney, TIMINGS } from '../../../src/lib';
import { api } from '../../../src/providers';
import { backwardsRanges } from '../../../resources/contracts/contabilita.ts';
import { ClubPicker, clubLabel, type ClubOption } from '../../societa/ClubPicker';
import { MemberPicker } from '../MemberPicker';
import { useCodici, useStati, type FilterLabels, type MemberOption, type PartitaFilters, type PartyType } from '../api';

export interface AccountingFilterDialogProps {
  open: boolean;
  value: PartitaFilters;
  /** Names of the club and member in `value` (as the pickers showed them). */
  labels?: FilterLabels;
  onApply: (filters: PartitaFilters, labels: FilterLabels) => void;
  onClose: () => void;
  side?: PartyType;
  /** Club and member pickers (administrators only). */
  admin?: boolean;
}

const NO_LABELS: FilterLabels = {};

/** The picked option of a filtered id; a value set without its label still shows its id. */
const clubOf = (f: PartitaFilters, l: FilterLabels): ClubOption | null => (f.societa_id ? { id: Number(f.societa_id), nome: l.societa_id ?? `#${f.societa_id}` } : null);
const memberOf = (f: PartitaFilters, l: FilterLabels): MemberOption | null => (f.anagrafica_id ? { id: Number(f.anagrafica_id), label: l.anagrafica_id ?? `#${f.anagrafica_id}` } : null);

const FIELDS_DATE = ['dataDa', 'dataA'] as const;
const FIELDS_EURO = ['euro_min', 'euro_max'] as const;
const money = moneySpec();

/** The filters as the dialog shows them: dates as dd/mm/yyyy text, amounts as 1.234,50. */
function toDraft(f: PartitaFilters): PartitaFilters {
  const out = { ...f };
  for (const k of FIELDS_DATE) if (f[k] != null) out[k] = isoToDateText(f[k]);
  for (const k of FIELDS_EURO) if (f[k] != null && f[k] !== '') out[k] = formatMoney(f[k]);
  return out;
}

/** The draft as filters: complete dates as 'YYYY-MM-DD', amounts in euros, the others dropped. */
function fromDraft(d: PartitaFilters): PartitaFilters {
  const out = { ...d };
  for (const k of FIELDS_DATE) {
    const iso = d[k] == null ? null : dateTextToIso(d[k]);
    if (iso) out[k] = iso;
    else delete out[k];
  }
  // An amount left empty shows 0,00 (the money mask): no bound, as the spec's amount filter wants both above zero.
  for (const k of FIELDS_EURO) {
    const euros = d[k] ? parseMoney(d[k]) : 0;
    if (euros) out[k] = String(euros);
    else delete out[k];
  }
  return out;
}

export function AccountingFilterDialog({ open, value, labels = NO_LABELS, onApply, onClose, side, admin = false }: AccountingFilterDialogProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<PartitaFilters>(() => toDraft(value));
  const [club, setClub] = useState<ClubOption | null>(() => clubOf(value, labels));
  const [member, setMember] = useState<MemberOption | null>(() => memberOf(value, labels));
  // Set by an 'Applica Filtri' refused for a backwards range: from then on the errors follow the fields.
  const [checked, setChecked] = useState(false);
  const inputs = useRef<Partial<Record<keyof PartitaFilters, HTMLInputElement | null>>>({});
  useEffect(() => {
    setDraft(toDraft(value));
    setClub(clubOf(value, labels));
    setMember(memberOf(value, labels));
    setChecked(false);
  }, [value, labels, open]);
  const backwards = backwardsRanges(fromDraft(draft));
  const rangeError = (k: keyof PartitaFilters) => (checked && k in backwards ? translate(`contabilita.filter.backwards.${k}`) : null);
  const { data: codici = [] } = useCodici(side);
  const { data: stati = [] } = useStati();
  const { data: stagioni = [] } = useQuery({
    queryKey: ['stagione', 'lookup'],
    queryFn: () => api<{ data: { id: number; nome: string }[] }>('stagione', { query: { paginate: 1000 } }).then((r) => r.data),
    enabled: open,
    staleTime: 60_000,
  });
  const set = (k: keyof PartitaFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  const field = (k: keyof PartitaFilters, extra: Record<string, unknown> = {}) => (
    <TextField size="small" fullWidth label={translate(`contabilita.filter.${k}`)} value={draft[k] ?? ''} onChange={set(k)} {...extra} />
  );
  /** A date or an amount: the shared mask explains a refused key or a wrong text under the field (MaskedTextField); a backwards range below it. */
  const masked = (k: (typeof FIELDS_DATE)[number] | (typeof FIELDS_EURO)[number], spec: MaskSpec<unknown>, slotProps?: TextFieldProps['slotProps']) => (
    <MaskedTextField
      spec={spec}
      size="small"
      fullWidth
      label={translate(`contabilita.filter.${k}`)}
      value={draft[k] ?? ''}
      onChange={(text) => setDraft((d) => ({ ...d, [k]: text }))}
      error={rangeError(k) ?? undefined}
      inputRef={(el: HTMLInputElement | null) => {
        inputs.current[k] = el;
      }}
      slotProps={slotProps}
    />
  );
  const date = (k: (typeof FIELDS_DATE)[number]) => masked(k, dateSpec as MaskSpec<unknown>, { inputLabel: { shrink: true } });
  const euro = (k: (typeof FIELDS_EURO)[number]) => masked(k, money as MaskSpec<unknown>);
  const select = (k: keyof PartitaFilters, options: { value: string | number; label: string }[]) => (
    <TextField select size="small" fullWidth label={translate(`contabilita.filter.${k}`)} value={draft[k] ?? ''} onChange={set(k)}>
      <MenuItem value="">—</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={String(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  // Without the pickers (not an administrator) the club and member filters stay as they were given.
  const apply = () => {
    const typed = fromDraft(draft);
    if (!admin) return onApply(typed, labels);
    const { societa_id: _club, anagrafica_id: _member, ...rest } = typed;
    const filters: PartitaFilters = { ...rest, ...(club ? { societa_id: String(club.id) } : {}), ...(member ? { anagrafica_id: String(member.id) } : {}) };
    onApply(filters, { ...(club ? { societa_id: clubLabel(club) } : {}), ...(member ? { anagrafica_id: member.label } : {}) });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" transitionDuration={TIMINGS.dialog} aria-labelledby="filter-title" sx={PHONE_FRIENDLY}>
      <DialogTitle id="filter-title">{translate('contabilita.filter.title')}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {FIELDS_DATE.map((k) => (
            <Grid key={k} size={{ xs: 12, sm: 6 }}>
              {date(k)}
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'stagione_competenza_id',
              stagioni.map((s) => ({ value: s.id, label: s.nome })),
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'stagione',
              stagioni.map((s) => ({ value: s.id, label: s.nome })),
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'codice',
              codici.map((c) => ({ value: c.codice, label: c.codice })),
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('codice_versamento')}</Grid>
          {FIELDS_EURO.map((k) => (
            <Grid key={k} size={{ xs: 12, sm: 6 }}>
              {euro(k)}
            </Grid>
          ))}
          {admin && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <ClubPicker label={translate('contabilita.filter.societa_id')} value={club} onChange={setClub} />
            </Grid>
          )}
          {admin && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <MemberPicker label={translate('contabilita.filter.anagrafica_id')} value={member} onChange={setMember} />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'stato',
              stati.map((s) => ({ value: s.value, label: s.label })),
            )}
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            setDraft({});
            setClub(null);
            setMember(null);
            onApply({}, {});
            onClose();
          }}
        >
          {translate('contabilita.filter.remove')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            const first = (Object.keys(backwards) as (keyof PartitaFilters)[])[0];
            if (first) {
              setChecked(true);
              inputs.current[first]?.focus();
              return;
            }
            apply();
            onClose();
          }}
        >
          {translate('contabilita.filter.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
