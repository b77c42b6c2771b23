// 'Filtri' of the reports (spec 2 §2.9, the accounting filter rules of §5): season, club or person,
// request dates, ledger code and amounts; 'Rimuovi Filtri' clears them, 'Applica Filtri' applies.
// A date that is only the mask's placeholder is ignored; the amounts apply only when both are above zero.
// A backwards range ('al' before 'dal', the maximum below the minimum) keeps the dialog open with the
// accounting filters' message under the upper bound (one rule: backwardsRanges). A date that cannot be
// read (31/02/2026, a partial 12/0) keeps it open too, with the date's message under it: the filters are
// applied here, with no server to refuse it first (unreadableDates; the shared DateInput only marks it).
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { AutocompleteInput, Form, SelectInput, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { DateInput, MoneyInput, unreadableDates } from '../../src/components';
import { choiceOf, useDebouncedValue } from '../../src/lib';
import { api } from '../../src/providers';
import type { ReportFilters, ReportType } from '../../resources/contracts/reports';
import { backwardsRanges } from '../../resources/contracts/contabilita.ts';
import { useCodici } from '../contabilita';
import { SEARCH_MIN_CHARS } from '../../resources/contracts/search.ts';

export interface ReportFilterDialogProps {
  open: boolean;
  type: ReportType;
  filters: ReportFilters;
  onApply: (filters: ReportFilters) => void;
  onClose: () => void;
}

type Values = { stagione?: number | null; dataDa?: string | null; dataA?: string | null; codice?: string | null; party?: number | null; euro_min?: number | null; euro_max?: number | null };

/** The dates, checked here: no server reads them before they are applied. */
const DATES = ['dataDa', 'dataA'] as const;

const partyKey = (type: ReportType) => (type === 'societa' ? 'societa_id' : 'anagrafica_id');

function usePartyChoices(type: ReportType, search: string, season?: number | null) {
  const term = useDebouncedValue(search, 300);
  return useQuery({
    queryKey: ['reports', 'party', type, term.length >= SEARCH_MIN_CHARS ? term : '', season],
    queryFn: ({ signal }) =>
      api<{ data: Record<string, any>[] }>(type, { query: { search: term.length >= SEARCH_MIN_CHARS ? term : '', paginate: 30, ...(type === 'anagrafica' && season ? { season } : {}) }, signal }),
    // The users dialog's label ('Cognome Nome (matricola)', 'codice - nome'): namesakes stay apart.
    select: (a) =>
      a.data.map((r) => {
        const c = choiceOf(type, r);
        return { id: c.id, name: c.label };
      }),
  });
}

function toFilters(type: ReportType, v: Values): ReportFilters {
  const out: ReportFilters = {};
  if (v.stagione) out.stagione = String(v.stagione);
  if (v.dataDa) out.dataDa = v.dataDa;
  if (v.dataA) out.dataA = v.dataA;
  if (v.codice) out.codice = v.codice;
  if (v.party) out[partyKey(type)] = String(v.party);
  if ((v.euro_min ?? 0) > 0 && (v.euro_max ?? 0) > 0) {
    out.euro_min = String(v.euro_min);
    out.euro_max = String(v.euro_max);
  }
  return out;
}

export function ReportFilterDialog({ open, type, filters, onApply, onClose }: ReportFilterDialogProps) {
  const t = useTranslate();
  const [search, setSearch] = useState('');
  const seasons = useQuery({ queryKey: ['stagione', 'all'], queryFn: () => api<{ data: { id: number; nome: string }[] }>('stagione', { query: { paginate: 1000 } }), select: (a) => a.data });
  // Every ledger code of the party type (spec 2 §7 partitacontabile/codici), not only the report's columns: with a code
  // applied those are that code alone, so another could not be picked without removing every filter.
  const codes = useCodici(type);
  const parties = usePartyChoices(type, search, filters.stagione ? Number(filters.stagione) : null);
  const defaults: Values = {
    stagione: filters.stagione ? Number(filters.stagione) : null,
    dataDa: filters.dataDa ?? null,
    dataA: filters.dataA ?? null,
    codice: filters.codice ?? null,
    party: filters[partyKey(type)] ? Number(filters[partyKey(type)]) : null,
    euro_min: filters.euro_min ? Number(filters.euro_min) : null,
    euro_max: filters.euro_max ? Number(filters.euro_max) : null,
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-filters-title">
      <Form
        defaultValues={defaults}
        validate={(v) => ({ ...backwardsRanges(v as Values), ...unreadableDates(v, DATES) })}
        onSubmit={(v: Record<string, unknown>) => onApply(toFilters(type, v as unknown as Values))}
      >
        <DialogTitle id="report-filters-title">{t('reports.filters.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={0}>
            <SelectInput source="stagione" label={t('reports.filters.stagione')} choices={seasons.data ?? []} optionText="nome" emptyText={t('reports.filters.all')} fullWidth />
            <AutocompleteInput source="party" label={t(`reports.filters.${type}`)} choices={parties.data ?? []} onInputChange={(_e, value) => setSearch(value)} filterToQuery={() => ({})} fullWidth />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
              <DateInput source="dataDa" label={t('reports.filters.dataDa')} fullWidth />
              <DateInput source="dataA" label={t('reports.filters.dataA')} fullWidth />
            </Stack>
            <SelectInput
              source="codice"
              label={t('reports.filters.codice')}
              choices={(codes.data ?? []).map((c) => ({ id: c.codice, name: c.codice }))}
              emptyText={t('reports.filters.all')}
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
              <MoneyInput source="euro_min" label={t('reports.filters.euro_min')} fullWidth />
              <MoneyInput source="euro_max" label={t('reports.filters.euro_max')} fullWidth />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={() => onApply({})}>{t('reports.filters.remove')}</Button>
          <Button type="submit" variant="contained">
            {t('reports.filters.apply')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
