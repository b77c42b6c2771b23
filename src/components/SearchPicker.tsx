// A search picker: the options whose text matches what is typed, asked of the server once 3 or more
// characters (spaces around them do not count) have settled for the debounce time (spec 2 §5, §9).
// The club and person pickers of the dialogs are this with their own source and label. A failed
// search is said in the list, never 'Nessuna opzione' (docs/decisions/usability.md: a failed read is
// never 'no data'), as soon as the server has answered: only a search that got no answer at all (the
// network) is tried once more (searchRetry); opening the list again asks again.
//   <SearchPicker label="Società" value={club} onChange={setClub} queryKey={['societa', 'lookup']}
//     search={(text, signal) => lookupSocieta(text, signal)} optionLabel={clubLabel} />
import { useState } from 'react';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { useDebouncedValue } from '../lib';
import { failureOf } from '../providers/http';
import { SEARCH_MIN_CHARS } from '../../resources/contracts/search.ts';

export interface SearchPickerProps<T extends { id: number }> {
  label: string;
  value: T | null;
  onChange: (option: T | null) => void;
  /** The options matching `text` (the server filters; nothing is filtered again here). */
  search: (text: string, signal: AbortSignal) => Promise<T[]>;
  /** Cache key of the source; the text is appended. */
  queryKey: readonly unknown[];
  optionLabel: (option: T) => string;
  error?: boolean;
  helperText?: string;
  /** Marked * and announced as required. */
  required?: boolean;
}

/**
 * The picker's own `retry`: a search the server answered (4xx, 5xx) is said at once instead of after the
 * cache's three more tries (~7 s of 'Caricamento…' before the message); one more try only when no
 * answer came (the network: status 0), which a moment may mend.
 */
export const searchRetry = (failureCount: number, error: unknown): boolean => error instanceof HttpError && error.status === 0 && failureCount < 1;

export function SearchPicker<T extends { id: number }>({ label, value, onChange, search, queryKey, optionLabel, error, helperText, required }: SearchPickerProps<T>) {
  const [text, setText] = useState('');
  const typed = text.trim();
  const settled = useDebouncedValue(typed, undefined, (t) => t.length >= SEARCH_MIN_CHARS);
  const enabled = typed.length >= SEARCH_MIN_CHARS && settled.length >= SEARCH_MIN_CHARS;
  const options = useQuery({ queryKey: [...queryKey, settled], enabled, queryFn: ({ signal }) => search(settled, signal), retry: searchRetry });
  // The server's message or 'Si è verificato un errore' (spec 2 §8), announced where the options would be.
  const failure = enabled && !options.isFetching ? failureOf(options.error) : null;
  return (
    <Autocomplete
      options={enabled ? (options.data ?? []) : []}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      filterOptions={(x) => x}
      loading={enabled && options.isFetching}
      noOptionsText={
        failure ? (
          <Box component="span" role="alert" sx={{ color: 'error.main' }}>
            {failure}
          </Box>
        ) : undefined
      }
      onOpen={() => {
        if (failure) void options.refetch();
      }}
      value={value}
      onChange={(_, v) => onChange(v)}
      onInputChange={(_, v, reason) => reason === 'input' && setText(v)}
      renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} required={required} />}
    />
  );
}
