// The club or person lookup of the add-user dialog (spec 2 §2.7): a search box over GET societa /
// GET anagrafica (3+ characters, 300 ms after typing), pages of 30 with "more", one row chosen.
// The list opens only once the user types (it would make the dialog very tall otherwise). While the
// user is not typing, the box shows the chosen club or person ('Modifica' opens prefilled with it);
// typing searches again, choosing a row puts its label back in the box and closes the list.
import { useId, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Box, Button, FormHelperText, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { api } from '../../src/providers';
import { choiceOf, session, useDebouncedValue, type LinkChoice, type LinkKind } from '../../src/lib';
import { searchable } from '../../src/generator';

export type { LinkChoice, LinkKind };

const PAGE = 30;

type LookupPage = { data: Record<string, any>[]; current_page?: number; last_page?: number };

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
  // null: not typing, the box shows the choice.
  const [text, setText] = useState<string | null>(null);
  const typed = (text ?? '').trim();
  const term = useDebouncedValue(typed, undefined, (t) => searchable(t) && t.length > 0);
  const season = session.get().season?.id;
  const open = typed.length > 0 && term.length > 0;
  const pages = useInfiniteQuery({
    queryKey: ['utenti-lookup', kind, term, season],
    enabled: open,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api<LookupPage>(kind, { signal, query: { search: term, page: pageParam, paginate: PAGE, ...(kind === 'anagrafica' && season ? { season } : {}) } }),
    getNextPageParam: (last, all) => (Number(last.last_page ?? all.length) > all.length ? all.length + 1 : undefined),
  });
  const rows = (pages.data?.pages ?? []).flatMap((p) => (p.data ?? []).map((r) => choiceOf(kind, r)));

  const label = translate(`utenti.create.${kind}`);
  return (
    <Box>
      <TextField
        required
        label={label}
        placeholder={translate('utenti.create.lookup_search')}
        value={text ?? value?.label ?? ''}
        onChange={(e) => setText(e.target.value)}
        // The choice's label is selected on focus, so typing replaces it with a new search.
        onFocus={(e) => text === null && e.target.select()}
        // Left empty, the box shows the choice again (it stays chosen until another row is).
        onBlur={() => typed.length === 0 && setText(null)}
        size="small"
        fullWidth
        margin="dense"
        error={!!error}
        helperText={!open && !value ? translate('utenti.create.lookup_type') : undefined}
        slotProps={{ htmlInput: { role: 'combobox', 'aria-autocomplete': 'list', 'aria-controls': listId, 'aria-expanded': open, 'aria-describedby': `${listId}-state` } }}
      />
      {open && (
        <List id={listId} role="listbox" aria-label={label} dense sx={{ maxHeight: 220, overflowY: 'auto', border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
          {rows.map((r) => (
            <ListItemButton
              key={r.id}
              role="option"
              aria-selected={value?.id === r.id}
              selected={value?.id === r.id}
              onClick={() => {
                setText(null);
                onChange(r);
              }}
            >
              <ListItemText primary={r.label} />
            </ListItemButton>
          ))}
        </List>
      )}
      {/* Outside the listbox: it holds options only. */}
      {open && !pages.isFetching && rows.length === 0 && (
        <Typography variant="body2" sx={{ px: 2, py: 1 }} color="text.secondary" role="status">
          {translate('utenti.create.lookup_none')}
        </Typography>
      )}
      {open && pages.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button size="small" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
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
