// The discipline of a registration (spec 2 §3: the registration payloads carry `disciplina`): optional,
// '—' sends none. One select for the transfer/registration dialog and the membership dialog.
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { listDiscipline } from '../societa/api';

export interface DisciplinaSelectProps {
  open: boolean;
  label: string;
  value: number | '';
  onChange: (value: number | '') => void;
  error?: string;
}

export function DisciplinaSelect({ open, label, value, onChange, error }: DisciplinaSelectProps) {
  const discipline = useQuery({ queryKey: ['disciplina', 'all'], queryFn: listDiscipline, staleTime: 300_000, enabled: open });
  return (
    <TextField select label={label} value={value} onChange={(ev) => onChange(ev.target.value === '' ? '' : Number(ev.target.value))} error={!!error} helperText={error}>
      <MenuItem value="">
        <em>—</em>
      </MenuItem>
      {(discipline.data?.data ?? []).map((d) => (
        <MenuItem key={d.id} value={d.id}>
          {d.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}
