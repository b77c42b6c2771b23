// Contabilita, Versamenti in Approvazione and Rinnovi tabs: shells around the grids other areas mount
// (mounts.tsx). Rinnovi shows the renewals only inside the season's window (spec 2 §4).
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../../../src/lib/format';
import { SOCIETA_MESSAGES, useWallet, type SocietaDetail } from '../api';
import { societaMount } from '../mounts';

interface TabProps {
  societa: SocietaDetail;
  seasonId?: number;
}

export function ContabilitaTab({ societa, seasonId }: TabProps) {
  const translate = useTranslate();
  const wallet = useWallet(societa.id);
  const Grid = societaMount('contabilita');
  return (
    <Box>
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        {translate('societa.contabilita.bonus')}: {formatEuro(wallet.data?.totale ?? societa.portafoglio?.totale ?? 0)}
      </Typography>
      {Grid && <Grid societaId={societa.id} societa={societa} seasonId={seasonId} />}
    </Box>
  );
}

export function VersamentiTab({ societa, seasonId }: TabProps) {
  const Grid = societaMount('versamenti');
  return Grid ? <Grid societaId={societa.id} societa={societa} seasonId={seasonId} /> : null;
}

export function RinnoviTab({ societa, seasonId }: TabProps) {
  const Grids = societaMount('rinnovi');
  if (!societa.stato_affiliazione.rinnovi_aperti) return <Alert severity="info">{SOCIETA_MESSAGES.renewalsClosed}</Alert>;
  return Grids ? <Grids societaId={societa.id} societa={societa} seasonId={seasonId} /> : null;
}
