// Accounting filter dialog (spec 2 §2.10): request date from/to, season of competence, accounting
// code, transaction code, amount min/max, club, member, state, season; 'Rimuovi Filtri' clears,
// 'Applica Filtri' applies. The amount filter is sent only when both bounds are above zero and a
// date still showing its mask is ignored (filtersToQuery in api.ts).
// Props: open, value, onApply(filters), onClose, side (which codes to offer), admin (club/member pickers).
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '../../../src/lib';
import { api } from '../../../src/providers';
import { useCodici, useStati, type PartitaFilters, type PartyType } from '../api';

export interface AccountingFilterDialogProps {
  open: boolean;
  value: PartitaFilters;
  onApply: (filters: PartitaFilters) => void;
  onClose: () => void;
  side?: PartyType;
  /** Club and member id fields (administrators only). */
  admin?: boolean;
}

const FIELDS_DATE = ['dataDa', 'dataA'] as const;

export function AccountingFilterDialog({ open, value, onApply, onClose, side, admin = false }: AccountingFilterDialogProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<PartitaFilters>(value);
  useEffect(() => setDraft(value), [value, open]);
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
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" transitionDuration={TIMINGS.dialog} aria-labelledby="filter-title">
      <DialogTitle id="filter-title">{translate('contabilita.filter.title')}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {FIELDS_DATE.map((k) => (
            <Grid key={k} size={{ xs: 12, sm: 6 }}>
              {field(k, { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
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
          <Grid size={{ xs: 6 }}>{field('euro_min', { type: 'number', slotProps: { htmlInput: { min: 0, step: 0.01 } } })}</Grid>
          <Grid size={{ xs: 6 }}>{field('euro_max', { type: 'number', slotProps: { htmlInput: { min: 0, step: 0.01 } } })}</Grid>
          {admin && <Grid size={{ xs: 12, sm: 6 }}>{field('societa_id', { type: 'number' })}</Grid>}
          {admin && <Grid size={{ xs: 12, sm: 6 }}>{field('anagrafica_id', { type: 'number' })}</Grid>}
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
            onApply({});
            onClose();
          }}
        >
          {translate('contabilita.filter.remove')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {translate('contabilita.filter.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
