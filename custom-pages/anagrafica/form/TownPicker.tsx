// Province and town of a place (birth or residence): the province list, then that province's towns
// (lookups provincia and localita). The chosen town is always shown, even before the lists load.
// Both fields have no margin of their own: the row resets react-admin's dense margin only on its
// direct children, so the town's field, nested in the Autocomplete, sat 8 px lower than the province.
import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocalita, useProvince, type Comune } from '../api';

export interface TownPickerProps {
  provinceField: string;
  townField: string;
  /** Key of the chosen town object in the values (display). */
  townObject: string;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  readOnly: Set<string>;
  onChange: (changes: Record<string, unknown>) => void;
}

export function TownPicker({ provinceField, townField, townObject, values, errors, readOnly, onChange }: TownPickerProps) {
  const t = useTranslate();
  const sigla = (values[provinceField] as string) || '';
  const province = useProvince();
  const towns = useLocalita(sigla);
  const chosen = (values[townObject] as Comune | null) ?? null;
  const options: Comune[] = (towns.data ?? []).map((l) => ({ id: l.id, denominazione: l.denominazione, codice_istat: l.codice_istat ?? '', provincia: sigla }));
  if (chosen && !options.some((o) => o.id === chosen.id)) options.unshift(chosen);
  const locked = readOnly.has(townField);
  const provinceOptions = province.data ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        size="small"
        margin="none"
        fullWidth
        select={provinceOptions.length > 0}
        id={`anagrafica-${provinceField}`}
        label={t(`anagrafica.fields.${provinceField}`)}
        value={sigla}
        disabled={readOnly.has(provinceField)}
        error={!!errors[provinceField]}
        helperText={errors[provinceField] ?? ' '}
        onChange={(e) => onChange({ [provinceField]: e.target.value.toUpperCase().slice(0, 2), [townField]: null, [townObject]: null })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 220 } }}
      >
        {provinceOptions.map((p) => (
          <MenuItem key={p.id} value={p.sigla}>{`${p.sigla} - ${p.descrizione}`}</MenuItem>
        ))}
      </TextField>
      <Autocomplete
        id={`anagrafica-${townField}`}
        fullWidth
        size="small"
        options={options}
        value={chosen}
        disabled={locked}
        getOptionLabel={(o) => o.denominazione}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, v) => onChange({ [townField]: v?.id ?? null, [townObject]: v })}
        renderInput={(params) => (
          <TextField
            {...params}
            margin="none"
            label={t(`anagrafica.fields.${townObject}`)}
            error={!!errors[townField]}
            helperText={errors[townField] ?? ' '}
            slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
          />
        )}
      />
    </Stack>
  );
}
