// A select of records by id (the MUI TextField select with one MenuItem per option), for the
// bespoke dialogs: the value is an option's id or '' while nothing is chosen.
import type { ReactNode } from 'react';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export interface OptionSelectProps<T extends { id: number }> extends Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> {
  /** The choices; none while they load. */
  options: readonly T[] | undefined;
  value: number | '';
  onChange: (id: number) => void;
  /** What an option shows: its `nome` unless told otherwise. */
  optionLabel?: (option: T) => ReactNode;
}

const nameOf = (option: { id: number }): ReactNode => (option as { nome?: ReactNode }).nome;

export function OptionSelect<T extends { id: number }>({ options, value, onChange, optionLabel = nameOf, ...field }: OptionSelectProps<T>) {
  return (
    <TextField {...field} select value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {(options ?? []).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
