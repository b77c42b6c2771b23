// The person search picker of the accounting filters (administrators): the people whose name, tax
// code or matricola match what is typed, asked once 3 or more characters have settled, shown as
// 'Cognome Nome (matricola)'. Same shape as the club picker (custom-pages/societa/ClubPicker.tsx).
//   <MemberPicker label="Tesserato" value={member} onChange={setMember} />
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../src/lib';
import { searchAnagrafica, type MemberOption } from './api';

export interface MemberPickerProps {
  label: string;
  value: MemberOption | null;
  onChange: (member: MemberOption | null) => void;
  error?: boolean;
  helperText?: string;
}

const MIN_SEARCH = 3;

export function MemberPicker({ label, value, onChange, error, helperText }: MemberPickerProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, undefined, (t) => t.length >= MIN_SEARCH);
  const enabled = text.length >= MIN_SEARCH && search.length >= MIN_SEARCH;
  const options = useQuery({ queryKey: ['anagrafica', 'picker', search], enabled, queryFn: ({ signal }) => searchAnagrafica(search, signal) });
  return (
    <Autocomplete
      options={enabled ? (options.data ?? []) : []}
      getOptionLabel={(o) => o.label}
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
