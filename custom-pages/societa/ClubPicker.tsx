// The club search picker of the dialogs (twinning, transfer and second licence for administrators,
// accounting filters): the clubs whose name or code match what is typed, asked once 3 or more
// characters have settled (spec 2 §5). Its source is the club lookup, not the clubs list: the list
// shows a club user only its own club, and a club user twins with another one.
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../src/lib';
import { lookupSocieta } from './api';

export interface ClubOption {
  id: number;
  nome: string;
  codice_affiliazione?: string | null;
}

export interface ClubPickerProps {
  label: string;
  value: ClubOption | null;
  onChange: (club: ClubOption | null) => void;
  error?: boolean;
  helperText?: string;
}

export const clubLabel = (o: ClubOption) => `${o.nome}${o.codice_affiliazione ? ` (${o.codice_affiliazione})` : ''}`;

const MIN_SEARCH = 3;

export function ClubPicker({ label, value, onChange, error, helperText }: ClubPickerProps) {
  const [text, setText] = useState('');
  // Spaces around the text do not count (the lookup trims them and wants 3 characters).
  const typed = text.trim();
  const search = useDebouncedValue(typed, undefined, (t) => t.length >= MIN_SEARCH);
  const enabled = typed.length >= MIN_SEARCH && search.length >= MIN_SEARCH;
  const options = useQuery({ queryKey: ['societa', 'lookup', search], enabled, queryFn: () => lookupSocieta(search) });
  return (
    <Autocomplete
      options={enabled ? (options.data?.data ?? []) : []}
      getOptionLabel={clubLabel}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      // The server already filtered by the search.
      filterOptions={(x) => x}
      loading={enabled && options.isFetching}
      value={value}
      onChange={(_, v) => onChange(v)}
      onInputChange={(_, v, reason) => reason === 'input' && setText(v)}
      renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
    />
  );
}
