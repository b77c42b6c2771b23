// Header of a club (spec 2 §2.1, §4): 'Modifica', send to the Olympic committee, the affiliation
// button with its cost confirmation, 'Gemella Societa'; and the affiliation warning.
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import LinkIcon from '@mui/icons-material/Link';
import { useTranslate } from 'react-admin';
import { ConfirmDialog, useToast } from '../../src/components';
import { formatDateForm } from '../../src/lib';
import { isSysadmin, TIMINGS, useSeason, useSession } from '../../src/lib';
import { hasAbility } from '../../resources/abilities';
import { getCostoAffiliazione, richiestaAffiliazione, sendDataToConi, SOCIETA_MESSAGES, type SocietaDetail } from './api';
import { GemellaDialog } from './dialogs/GemellaDialog';

export function SocietaHeader({ societa, onEdit, onChanged }: { societa: SocietaDetail; onEdit: () => void; onChanged: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const session = useSession();
  const [season] = useSeason();
  const [cost, setCost] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [twinning, setTwinning] = useState(false);
  const t = (k: string, o?: object) => translate(`societa.header.${k}`, o);
  const canWrite = hasAbility(session.abilities, 'economicssocieta:write');
  const st = societa.stato_affiliazione;
  const mayAffiliate = canWrite && !st.affiliata && !st.richiesta_in_attesa && (st.rinnovi_aperti || st.rinnovo_affiliazione_possibile);
  const lastDay = formatDateForm(st.data_ultima_rinnovo_affiliazione);

  const askCost = async () => {
    try {
      const res = await getCostoAffiliazione(societa.id, season?.id);
      setCost(res.importo ?? 0);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : null);
    }
  };
  const request = async () => {
    setBusy(true);
    try {
      await richiestaAffiliazione(societa.id, Number(season?.id));
      toast.success(SOCIETA_MESSAGES.affiliationRequested, { duration: TIMINGS.toast.success });
      onChanged();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : null);
    } finally {
      setBusy(false);
      setCost(null);
    }
  };
  const coni = async () => {
    setBusy(true);
    try {
      await sendDataToConi(societa.id);
      toast.success(SOCIETA_MESSAGES.coniSent, { duration: TIMINGS.toast.success });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : null, { duration: TIMINGS.toast.coniError });
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {societa.nome}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canWrite && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
            {t('edit')}
          </Button>
        )}
        {canWrite && (
          <Button variant="outlined" startIcon={<SendIcon />} onClick={coni} disabled={busy}>
            {t('coni')}
          </Button>
        )}
        {mayAffiliate && (
          <Button variant="contained" onClick={askCost} disabled={busy}>
            {t(st.azione === 'nuova' ? 'new_affiliation' : 'renew_affiliation')}
          </Button>
        )}
        {canWrite && (isSysadmin(session) || session.userType === 'societa') && (
          <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => setTwinning(true)}>
            {t('twin')}
          </Button>
        )}
      </Stack>
      {!st.affiliata && (
        <Alert severity="warning">
          {SOCIETA_MESSAGES.notAffiliated}{' '}
          {st.richiesta_in_attesa ? t('pending') : lastDay && (st.rinnovo_affiliazione_possibile ? t('renewal_until', { date: lastDay }) : t('no_renewal_after', { date: lastDay }))}
        </Alert>
      )}
      <ConfirmDialog
        open={cost !== null}
        loading={busy}
        onClose={() => setCost(null)}
        onConfirm={request}
        message={t('affiliation_cost', { amount: (cost ?? 0).toLocaleString('it-IT', { minimumFractionDigits: 2 }) })}
      />
      {twinning && (
        <GemellaDialog
          open
          societaId={societa.id}
          onClose={() => setTwinning(false)}
          onSaved={() => {
            setTwinning(false);
            onChanged();
          }}
        />
      )}
    </Stack>
  );
}
