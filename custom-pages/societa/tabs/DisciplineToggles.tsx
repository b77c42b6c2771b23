// One toggle per discipline; the form value is the list of chosen discipline ids.
import { FormControlLabel, FormGroup, FormLabel, Switch } from '@mui/material';
import { useInput } from 'react-admin';

export function DisciplineToggles({ options, label }: { options: { id: number; nome: string }[]; label: string }) {
  const { field } = useInput({ source: 'discipline' });
  const value: number[] = Array.isArray(field.value) ? field.value : [];
  return (
    <FormGroup row aria-label={label}>
      <FormLabel component="legend" sx={{ width: '100%' }}>
        {label}
      </FormLabel>
      {options.map((d) => (
        <FormControlLabel
          key={d.id}
          label={d.nome}
          control={<Switch checked={value.includes(d.id)} onChange={(e) => field.onChange(e.target.checked ? [...value, d.id] : value.filter((v) => v !== d.id))} />}
        />
      ))}
    </FormGroup>
  );
}
