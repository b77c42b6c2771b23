// The members list (spec 2 §2.5): search, record count, 'Esporta', 'Esporta Tessere' (admin),
// 'Ricerca avanzata', 'Aggiungi nuovo' (economicssocieta:write), rows grouped by surname initial,
// the club's own members in green, and the certificate radar.
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, List, ListItem, ListItemButton, ListItemText, ListSubheader, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import TuneIcon from '@mui/icons-material/Tune';
import { hasAbility } from '../../resources/abilities';
import { BusyButton, ReadFailure, retryOf, useRovingList } from '../../src/components';
import { useStartExport } from '../../src/components/exports';
import { pathKeeping, SEARCH_PARAM, useAbilities, useSeason, useSession, useUrlSearch } from '../../src/lib';
import { useAnagraficaList, useCertificatiRadar, type AnagraficaFlag } from './api';
import { AnagraficaListFilter } from './AnagraficaListFilter';
import { anagraficaPath } from './paths';
import { groupByInitial, kindOf } from './rules';

export function AnagraficaList({ selectedId }: { selectedId: number | null }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const kind = kindOf(useSession().userType);
  const abilities = useAbilities();
  const [season] = useSeason();
  const [flags, setFlags] = useState<AnagraficaFlag[]>([]);
  const [advanced, setAdvanced] = useState(false);
  // 3+ characters or empty, 300 ms after the last keystroke; kept in the address (?q=), and kept when a member opens.
  const { text, setText, term: search } = useUrlSearch();
  const [params] = useSearchParams();
  const flag = flags.join(':');
  const list = useAnagraficaList(season?.id, search, flag);
  const radar = useCertificatiRadar(season?.id);
  const startExport = useStartExport();
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  // One Tab stop: the arrows move inside the list (and Down past the last member loads the next page).
  const scroller = useRef<HTMLDivElement>(null);
  const roving = useRovingList(
    rows.map((r) => r.id),
    selectedId,
    { hasNextPage: list.hasNextPage, isFetchingNextPage: list.isFetchingNextPage, fetchNextPage: () => void list.fetchNextPage() },
  );

  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <TextField
        fullWidth
        size="small"
        label={t('anagrafica.list.search')}
        helperText={t('anagrafica.list.search_hint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { 'aria-label': t('anagrafica.list.search'), type: 'search' } }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
        <Button size="small" startIcon={<FileDownloadIcon />} onClick={() => startExport('anagrafica', { season: season?.id, search, flag })}>
          {t('anagrafica.list.export')}
        </Button>
        {kind === 'admin' && (
          <Button size="small" startIcon={<FileDownloadIcon />} onClick={() => startExport('tessera', { season: season?.id, search })}>
            {t('anagrafica.list.export_cards')}
          </Button>
        )}
        <Button size="small" startIcon={<TuneIcon />} aria-haspopup="dialog" variant={flags.length ? 'outlined' : 'text'} onClick={() => setAdvanced(true)}>
          {t('anagrafica.list.advanced')}
          {flags.length > 0 && ` (${flags.length})`}
        </Button>
        {hasAbility(abilities, 'economicssocieta:write') && (
          <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => navigate(pathKeeping(anagraficaPath('nuovo'), params, [SEARCH_PARAM]))}>
            {t('anagrafica.list.add')}
          </Button>
        )}
      </Stack>
      <AnagraficaListFilter
        open={advanced}
        kind={kind}
        value={flags}
        onClose={() => setAdvanced(false)}
        onApply={(f) => {
          setFlags(f);
          setAdvanced(false);
        }}
      />
      {/* A standing notice, not an alarm: role alert cut into the screen reader at every visit (audit). */}
      {radar.data && radar.data.scaduti + radar.data.in_scadenza > 0 && (
        <Alert
          severity="warning"
          role="status"
          sx={{ mb: 1, py: 0 }}
          action={
            <Button size="small" color="inherit" onClick={() => setFlags((f) => (f.includes('certificato') ? f : [...f, 'certificato']))}>
              {t('anagrafica.list.radar_show')}
            </Button>
          }
        >
          {t('anagrafica.radar', radar.data)}
        </Alert>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {list.isPending ? t('anagrafica.list.loading') : list.data && t('anagrafica.list.count', { count: total, smart_count: total })}
      </Typography>
      <ReadFailure error={list.error} onRetry={retryOf(list)} sx={{ my: 1 }} />
      <Box ref={scroller} sx={{ maxHeight: { xs: 400, md: 'calc(100vh - 320px)' }, overflowY: 'auto' }}>
        {!list.isPending && !list.error && rows.length === 0 && <Typography sx={{ p: 1 }}>{t('anagrafica.list.empty')}</Typography>}
        <List dense disablePadding aria-label={t('anagrafica.title')} ref={roving.ref} onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
          {groupByInitial(rows).map((g) => (
            <li key={g.initial}>
              <ul style={{ padding: 0 }}>
                <ListSubheader sx={{ lineHeight: '28px', fontWeight: 700 }}>{g.initial}</ListSubheader>
                {g.rows.map((r) => (
                  <ListItem key={r.id} disablePadding>
                    <ListItemButton
                      {...roving.item(r.id)}
                      component={RouterLink}
                      to={pathKeeping(anagraficaPath(r.id), params, [SEARCH_PARAM])}
                      selected={r.id === selectedId}
                      aria-current={r.id === selectedId ? 'page' : undefined}
                      sx={r.mio ? { borderLeft: 4, borderColor: 'success.main', bgcolor: 'rgba(46, 125, 50, 0.08)' } : undefined}
                    >
                      <ListItemText
                        primary={r.nome_completo}
                        secondary={`${r.matricola}${r.ruoli?.length ? ` · ${r.ruoli.join(', ')}` : ''}${r.mio ? ` · ${t('anagrafica.list.own')}` : ''}`}
                        slotProps={{ secondary: { sx: { color: 'text.secondary' } } }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </ul>
            </li>
          ))}
        </List>
        {list.hasNextPage && (
          // Busy, not disabled, while the page loads: the focus stays on it; gone with the last page, the focus goes to the list.
          <BusyButton
            fullWidth
            size="small"
            busy={list.isFetchingNextPage}
            onClick={async () => {
              const next = await list.fetchNextPage();
              if (!next.hasNextPage) scroller.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
            }}
          >
            {t('anagrafica.list.more')}
          </BusyButton>
        )}
      </Box>
    </Paper>
  );
}
