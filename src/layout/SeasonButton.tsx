// The season button of the header: shows the selected season, opens the season picker.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useTranslate } from 'react-admin';
import { useSeason } from '../lib/session';

const SeasonPickerDialog = lazy(() => import('./SeasonPickerDialog'));

export const SeasonButton = () => {
  const translate = useTranslate();
  const [season] = useSeason();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<EventIcon />}
        onClick={() => setOpen(true)}
        data-testid="season-button"
        aria-haspopup="dialog"
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {season ? translate('shell.header.season_button', { name: season.nome }) : translate('shell.header.no_season')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SeasonPickerDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
