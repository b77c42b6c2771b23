// Town lookup of the club form: province (GET provincia) then town of that province (GET localita),
// the form value being the town's ISTAT code.
import { useEffect, useState } from 'react';
import { Autocomplete, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useInput, useTranslate } from 'react-admin';
import { api } from '../../src/providers';
import { listProvince, type Comune } from './api';

interface Props {
  source: string;
  label: string;
  initial: Comune | null | undefined;
  disabled?: boolean;
}

type Town = { id: number; denominazione: string; codice_istat: string; provincia: string };

export function TownInput({ source, label, initial, disabled }: Props) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, disabled });
  const province = useQuery({ queryKey: ['provincia', 'all'], queryFn: listProvince, staleTime: Infinity });
  const [sigla, setSigla] = useState<string | null>(initial?.provincia ?? null);
  const [town, setTown] = useState<Town | null>(initial ? { id: initial.id, denominazione: initial.denominazione, codice_istat: initial.codice_istat, provincia: initial.provincia } : null);
  const [input, setInput] = useState('');
  const towns = useQuery({
    queryKey: ['localita', sigla, input],
    enabled: !!sigla,
    queryFn: ({ signal }) => api<{ data: Town[] }>('localita', { query: { provincia: sigla, search: input, paginate: 1000 }, signal }),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (!field.value) setTown(null);
  }, [field.value]);
  const provinceOptions = province.data?.data ?? [];
  const error = fieldState.error?.message;
  return (
    // The town wraps under the province when the card is narrow (beside the clubs list at 900 px).
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ width: '100%', flexWrap: 'wrap' }}>
      <Autocomplete
        sx={{ minWidth: 160, flex: 1 }}
        options={provinceOptions.map((p) => p.sigla)}
        getOptionLabel={(s) => provinceOptions.find((p) => p.sigla === s)?.descrizione ?? s}
        value={sigla}
        disabled={disabled}
        onChange={(_, v) => {
          setSigla(v);
          setTown(null);
          field.onChange(null);
        }}
        renderInput={(params) => <TextField {...params} label={`${label} - ${translate('societa.fields.provincia')}`} size="small" />}
      />
      <Autocomplete
        sx={{ minWidth: 200, flex: 2 }}
        options={towns.data?.data ?? (town ? [town] : [])}
        getOptionLabel={(t) => `${t.denominazione} (${t.codice_istat})`}
        isOptionEqualToValue={(a, b) => a.codice_istat === b.codice_istat}
        filterOptions={(x) => x}
        value={town}
        disabled={disabled || !sigla}
        onInputChange={(_, v, reason) => reason === 'input' && setInput(v)}
        onChange={(_, v) => {
          setTown(v);
          field.onChange(v?.codice_istat ?? null);
        }}
        renderInput={(params) => (
          <TextField {...params} label={`${label} - ${translate('societa.fields.comune')}`} size="small" error={!!error} helperText={error ? translate(error, { _: error }) : undefined} />
        )}
      />
    </Stack>
  );
}
