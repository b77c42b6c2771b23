// The season picker (spec 1 §2 dialogs): every season (GET /api/stagione?paginate=1000); choosing
// one makes it the working season of every screen, which reload their data.
import { Dialog, DialogActions, DialogContent, DialogTitle, Button, List, ListItem, ListItemButton, ListItemText, CircularProgress, Alert } from '@mui/material';
import { useTranslate, useRefresh } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { api, errorText } from '../providers/http';
import { useSeason, type Stagione } from '../lib/session';
import { formatDateGrid } from '../lib/format';

export const SEASONS_QUERY_KEY = ['stagione', 'all'];

const SeasonPickerDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [season, setSeason] = useSeason();
  const { data, isPending, error } = useQuery({
    queryKey: SEASONS_QUERY_KEY,
    queryFn: () => api<{ data: Stagione[] }>('stagione', { query: { paginate: 1000, page: 1 } }).then((r) => r.data),
  });
  const choose = (s: Stagione) => {
    setSeason(s);
    onClose();
    refresh();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="season-picker-title" fullWidth maxWidth="xs">
      <DialogTitle id="season-picker-title">{translate('shell.season_picker.title')}</DialogTitle>
      <DialogContent dividers>
        {isPending && <CircularProgress size={24} aria-label={translate('shell.grid.loading')} />}
        {error && <Alert severity="error">{errorText((error as any).body)}</Alert>}
        <List dense>
          {data?.map((s) => (
            // A list holds list items (axe 'list'): the button sits in its <li>.
            <ListItem key={s.id} disablePadding>
              <ListItemButton selected={s.id === season?.id} onClick={() => choose(s)}>
                <ListItemText
                  primary={s.aperta ? `${s.nome} (${translate('shell.season_picker.open')})` : s.nome}
                  secondary={s.data_inizio ? `${formatDateGrid(s.data_inizio)} – ${formatDateGrid(s.data_fine)}` : undefined}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('shell.season_picker.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

export default SeasonPickerDialog;
