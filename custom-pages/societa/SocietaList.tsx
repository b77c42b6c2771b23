// Left list of the club screen (spec 2 §2.1): alphabetical, grouped by first letter, infinite scroll
// (pages of 30), 'Cerca' (3+ characters or empty, 300 ms), record count, 'Aggiungi', 'Esporta',
// 'Ricerca avanzata' (affiliate, aggregazioni, promozionali).
import { Fragment, useState, type UIEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import TuneIcon from '@mui/icons-material/Tune';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslate } from 'react-admin';
import { ReadFailure, retryOf, useRovingList } from '../../src/components';
import { useStartExport } from '../../src/components/exports';
import { useUrlSearch } from '../../src/lib';
import { SOCIETA_FLAGS, useSocietaList, type SocietaFlag } from './api';

interface Props {
  selectedId: number | null;
  onSelect: (id: number) => void;
  onAdd: () => void;
  canAdd: boolean;
}

export function SocietaList({ selectedId, onSelect, onAdd, canAdd }: Props) {
  const translate = useTranslate();
  const startExport = useStartExport();
  const [flags, setFlags] = useState<SocietaFlag[]>([]);
  const [advanced, setAdvanced] = useState(false);
  // The spec's list search: 3+ characters or empty, 300 ms after the last keystroke; kept in the address (?q=).
  const { text, setText, term: search } = useUrlSearch();
  const list = useSocietaList(search, flags);
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const t = (k: string, o?: object) => translate(`societa.list.${k}`, o);

  // One Tab stop: the arrows move inside the list (and Down past the last club loads the next page).
  const more = { hasNextPage: list.hasNextPage, isFetchingNextPage: list.isFetchingNextPage, fetchNextPage: () => void list.fetchNextPage() };
  const roving = useRovingList(
    rows.map((r) => r.id),
    selectedId,
    more,
  );

  const onScroll = (e: UIEvent<HTMLElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 120 && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };

  let letter = '';
  return (
    <Box component="nav" aria-label={translate('societa.title')} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <TextField size="small" label={t('search')} value={text} onChange={(e) => setText(e.target.value)} helperText={t('search_hint')} fullWidth sx={{ mb: 1 }} />
      {/* A gap (not margins) between the items, so that they wrap cleanly at 360 px. */}
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <Typography variant="body2" role="status" sx={{ flex: '1 0 auto' }}>
          {/* No count before the first answer: '0 record' would say the list is empty. */}
          {list.isPending ? translate('shell.grid.loading') : list.data && t('count', { count: total, smart_count: total })}
        </Typography>
        {canAdd && (
          <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
            {t('add')}
          </Button>
        )}
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => startExport('societa', { search, flag: flags.join(':') || undefined })}>
          {t('export')}
        </Button>
        {/* Outlined while filters are applied. */}
        <Button size="small" startIcon={<TuneIcon />} variant={flags.length ? 'outlined' : 'text'} onClick={() => setAdvanced(true)}>
          {t('advanced')}
        </Button>
      </Stack>
      <ReadFailure error={list.error} onRetry={retryOf(list)} sx={{ mb: 1 }} />
      <List
        dense
        component="div"
        ref={roving.ref}
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
        onScroll={onScroll}
        sx={{ overflowY: 'auto', flex: 1, maxHeight: { xs: 320, md: 'calc(100vh - 260px)' }, border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
      >
        {!list.isPending && !list.error && rows.length === 0 && <ListItemText sx={{ p: 2 }} primary={t('empty')} />}
        {rows.map((r) => {
          const first = (r.nome[0] ?? '#').toUpperCase();
          const header = first !== letter;
          letter = first;
          return (
            <Fragment key={r.id}>
              {header && (
                <ListSubheader component="div" sx={{ lineHeight: '28px' }}>
                  {first}
                </ListSubheader>
              )}
              <ListItemButton {...roving.item(r.id)} selected={r.id === selectedId} onClick={() => onSelect(r.id)} aria-current={r.id === selectedId ? 'page' : undefined}>
                <ListItemText primary={r.nome} secondary={r.codice_affiliazione ?? undefined} />
                {r.persona_fisica && <PersonIcon fontSize="small" titleAccess={t('person')} />}
              </ListItemButton>
            </Fragment>
          );
        })}
      </List>
      <AdvancedSearch
        open={advanced}
        value={flags}
        onClose={() => setAdvanced(false)}
        onApply={(f) => {
          setFlags(f);
          setAdvanced(false);
        }}
      />
    </Box>
  );
}

function AdvancedSearch({ open, value, onClose, onApply }: { open: boolean; value: SocietaFlag[]; onClose: () => void; onApply: (f: SocietaFlag[]) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<SocietaFlag[]>(value);
  const t = (k: string) => translate(`societa.list.${k}`);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="societa-advanced-title" slotProps={{ transition: { onEnter: () => setDraft(value) } }}>
      <DialogTitle id="societa-advanced-title">{t('advanced')}</DialogTitle>
      <DialogContent>
        {SOCIETA_FLAGS.map((f) => (
          <FormControlLabel
            key={f}
            sx={{ display: 'flex' }}
            label={t(f)}
            control={<Switch checked={draft.includes(f)} onChange={(e) => setDraft(e.target.checked ? [...draft, f] : draft.filter((x) => x !== f))} />}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onApply([])}>{t('remove')}</Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          {t('apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
