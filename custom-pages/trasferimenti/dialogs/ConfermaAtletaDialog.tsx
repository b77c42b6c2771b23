// 'Richiedi Trasferimento', second step: who the codice fiscale belongs to (surname, name, birth date,
// sex, club of the season), so the club is sure of the athlete before the transfer dialog opens. A person
// already among the club's own is managed from its record: the dialog says so and links to it.
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Typography } from '@mui/material';
import { FormDialog } from '../../../src/components';
import { formatDateForm } from '../../../src/lib';
import type { TransferCandidate } from '../../../resources/contracts/tesseramenti.ts';
import { anagraficaPath } from '../../anagrafica';

export interface ConfermaAtletaDialogProps {
  open: boolean;
  person: TransferCandidate;
  onClose: () => void;
  onConfirm: () => void;
}

export function ConfermaAtletaDialog({ open, person, onClose, onConfirm }: ConfermaAtletaDialogProps) {
  const translate = useTranslate();
  const t = (k: string, o?: object) => translate(`trasferimenti.richiedi.${k}`, o);
  const nome = `${person.cognome} ${person.nome}`;
  const rows: [string, string][] = [
    [t('cognome'), person.cognome],
    [t('nome'), person.nome],
    [t('data_nascita'), formatDateForm(person.data_nascita)],
    [t('sesso'), person.sesso],
    [t('societa'), person.societa?.nome ?? t('nessuna_societa')],
  ];
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="trasferimenti.richiedi.conferma_title"
      saveLabel="trasferimenti.richiedi.prosegui"
      saveDisabled={person.gia_della_societa}
      successMessage={false}
      onSubmit={async () => undefined}
      onSaved={onConfirm}
      maxWidth="xs"
    >
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }} aria-label={nome}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {person.gia_della_societa ? (
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          action={
            <Button component={RouterLink} to={anagraficaPath(person.id)} color="inherit" size="small">
              {t('apri_scheda')}
            </Button>
          }
        >
          {t('gia_della_societa', { nome })}
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('conferma_testo')}
        </Typography>
      )}
    </FormDialog>
  );
}
