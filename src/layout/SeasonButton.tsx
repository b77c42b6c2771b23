// The season button of the header: shows the selected season (only its icon on a phone), opens the season picker.
import { lazy, Suspense, useState } from 'react';
import { Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useTranslate } from 'react-admin';
import { useSeason } from '../lib/session';

const SeasonPickerDialog = lazy(() => import('./SeasonPickerDialog'));

export const SeasonButton = () => {
  const translate = useTranslate();
  const [season] = useSeason();
  const [open, setOpen] = useState(false);
  // On a phone the header keeps only the icon; its name (and tooltip) still says the season.
  const small = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const text = season ? translate('shell.header.season_button', { name: season.nome }) : translate('shell.header.no_season');
  const common = { color: 'inherit' as const, onClick: () => setOpen(true), 'data-testid': 'season-button', 'aria-haspopup': 'dialog' as const };
  return (
    <>
      {small ? (
        <Tooltip title={text}>
          <IconButton {...common} aria-label={text}>
            <EventIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button {...common} startIcon={<EventIcon />} sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}>
          {text}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <SeasonPickerDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
