// The club or person lookup of the add-user dialog (spec 2 §2.7): a search box (3+ characters or
// empty, 300 ms) over GET societa / GET anagrafica, pages of 30 with "more", one row chosen.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'ra-core';
import { Box, Button, FormHelperText, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { api } from '../../src/providers';
import { session } from '../../src/lib';
import { useDebouncedSearch } from './useSearchTerm';

export type LinkKind = 'societa' | 'anagrafica';

export interface LinkChoice {
  id: number;
  label: string;
}

const PAGE = 30;

/** A list row of GET societa / GET anagrafica as the lookup shows it. */
export function choiceOf(kind: LinkKind, row: Record<string, any>): LinkChoice {
  if (kind === 'societa') {
    const name = row.nome ?? row.name ?? '';
    return { id: Number(row.id), label: row.codice_affiliazione ? `${row.codice_affiliazione} - ${name}` : name };
  }
  const name = row.nome_completo ?? [row.cognome, row.nome].filter(Boolean).join(' ');
  return { id: Number(row.id), label: row.matricola ? `${name} (${row.matricola})` : name };
}

interface Props {
  kind: LinkKind;
  value: LinkChoice | null;
  onChange: (choice: LinkChoice | null) => void;
  /** The server's first message under societa_id / anagrafica_id. */
  error?: string;
}

export function LinkLookup({ kind, value, onChange, error }: Props) {
  const translate = useTranslate();
  const listId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [rows, setRows] = useState<LinkChoice[]>([]);
  const [page, setPage] = useState(1);
  const [lastPage, setLastPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  const load = useCallback(
    async (search: string, p: number) => {
      const mine = ++request.current;
      setLoading(true);
      try {
        const season = session.get().season?.id;
        const body = await api<{ data: Record<string, any>[]; current_page?: number; last_page?: number }>(kind, {
          query: { search, page: p, paginate: PAGE, ...(kind === 'anagrafica' && season ? { season } : {}) },
        });
        if (mine !== request.current) return;
        const found = (body.data ?? []).map((r) => choiceOf(kind, r));
        setRows((prev) => (p === 1 ? found : [...prev, ...found]));
        setPage(p);
        setLastPage(Number(body.last_page ?? p));
      } catch {
        if (mine === request.current) setRows((prev) => (p === 1 ? [] : prev));
      } finally {
        if (mine === request.current) setLoading(false);
      }
    },
    [kind],
  );

  // A new kind starts from the first page of the whole list.
  useEffect(() => {
    setText('');
    setTerm('');
    void load('', 1);
  }, [load]);

  useDebouncedSearch(text, (t) => {
    setTerm(t);
    void load(t, 1);
  });

  const label = translate(`utenti.create.${kind}`);
  return (
    <Box>
      <TextField
        label={label}
        placeholder={translate('utenti.create.lookup_search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        size="small"
        fullWidth
        margin="dense"
        error={!!error}
        slotProps={{ htmlInput: { 'aria-controls': listId, 'aria-describedby': `${listId}-state` } }}
      />
      <List id={listId} role="listbox" aria-label={label} dense sx={{ maxHeight: 220, overflowY: 'auto', border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        {rows.map((r) => (
          <ListItemButton key={r.id} role="option" aria-selected={value?.id === r.id} selected={value?.id === r.id} onClick={() => onChange(r)}>
            <ListItemText primary={r.label} />
          </ListItemButton>
        ))}
      </List>
      {/* Outside the listbox: it holds options only. */}
      {!loading && rows.length === 0 && (
        <Typography variant="body2" sx={{ px: 2, py: 1 }} color="text.secondary" role="status">
          {translate('utenti.create.lookup_none')}
        </Typography>
      )}
      {page < lastPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button size="small" disabled={loading} onClick={() => void load(term, page + 1)}>
            {translate('utenti.create.lookup_more')}
          </Button>
        </Box>
      )}
      <FormHelperText id={`${listId}-state`} error={!!error}>
        {error ?? (value ? translate('utenti.create.lookup_selected', { name: value.label }) : ' ')}
      </FormHelperText>
    </Box>
  );
}
