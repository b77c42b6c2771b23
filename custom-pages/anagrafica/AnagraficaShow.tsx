// The member on the right of the screen (spec 2 §2.5): header with 'Modifica' and 'Scarica attestato',
// the 'Atleta Non Agonista' warning, and the tabs (edit mode keeps Dati Generali and Moduli only).
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { HttpError } from 'react-admin';
import { useToast } from '../../src/components';
import { DocumentPanel } from '../../src/components/documents';
import { errorText } from '../../src/providers';
import { TAB_PARAM, useAbilities, useSession, useUrlState } from '../../src/lib';
import { downloadPdf, useAnagrafica, useRefreshAnagrafica } from './api';
import { AnagraficaForm } from './form/AnagraficaForm';
import { moneyTab } from './mounts';
import { isHistoryView, kindOf, mayDownloadAttestato, mayEditRecord, visibleTabs, type TabKey } from './rules';
import { DatiGenerali } from './tabs/DatiGenerali';
import { ModuliTab } from './tabs/ModuliTab';
import { TessereTab } from './tabs/TessereTab';
import './tabs/MoneyTabs';

export function AnagraficaShow({ id, seasonId, onBack }: { id: number; seasonId: number | undefined; onBack?: () => void }) {
  const t = useTranslate();
  const toast = useToast();
  const kind = kindOf(useSession().userType);
  const abilities = useAbilities();
  const { data: m, error, isPending } = useAnagrafica(id, seasonId);
  const refresh = useRefreshAnagrafica();
  const [editing, setEditing] = useState(false);
  // Bumped to open the form again on the member as saved now (a save refused as stale, AnagraficaForm onReload).
  const [opened, setOpened] = useState(0);
  // The open tab is in the address (?tab=): a reload or a copied link opens it again.
  const [tab, setTab] = useUrlState(TAB_PARAM, 'dati');

  if (isPending) return <Typography sx={{ p: 2 }}>{t('anagrafica.list.loading')}</Typography>;
  if (error || !m) {
    const status = error instanceof HttpError ? error.status : 0;
    return <Alert severity="error">{status === 404 ? t('anagrafica.header.not_found') : errorText(error instanceof HttpError ? error.body : null)}</Alert>;
  }
  // 'Modifica' and the documents' upload, edit and delete: the member in the user's scope and the routes' ability.
  const mayEdit = mayEditRecord(m, abilities);
  const tabs = visibleTabs(editing ? 'edit' : 'view', m).filter((k) => (k === 'contabilita' || k === 'versamenti' ? !!moneyTab(k) : k === 'documenti' ? m.permessi.completo : true));
  const current: TabKey = tabs.find((k) => k === tab) ?? 'dati';
  const Money = current === 'contabilita' || current === 'versamenti' ? moneyTab(current) : undefined;

  const attestato = async () => {
    try {
      await downloadPdf(`anagrafica/${id}/downloadattestato`, seasonId);
    } catch (e) {
      toast.error(errorText(e instanceof HttpError ? e.body : null, t('anagrafica.moduli.download_failed')));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {onBack && (
          <Button size="small" startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ display: { md: 'none' } }}>
            {t('anagrafica.form.close')}
          </Button>
        )}
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{`${m.cognome} ${m.nome}`}</Typography>
        {mayEdit && !editing && (
          <Button variant="contained" size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('anagrafica.header.edit')}
          </Button>
        )}
        {mayDownloadAttestato(m, kind) && (
          <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={attestato}>
            {t('anagrafica.header.attestato')}
          </Button>
        )}
      </Stack>
      {!m.agonista && !isHistoryView(m) && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('anagrafica.header.non_agonista')}
        </Alert>
      )}
      <Tabs value={current} onChange={(_, v: TabKey) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label={`${m.cognome} ${m.nome}`}>
        {tabs.map((k) => (
          <Tab key={k} value={k} label={t(`anagrafica.tabs.${k}`)} />
        ))}
      </Tabs>
      <Box sx={{ pt: 2 }}>
        {/* While editing, the form stays (hidden) on the Moduli tab: going back finds what was typed. */}
        {editing && (
          <Box hidden={current !== 'dati'}>
            <AnagraficaForm
              key={opened}
              mode="edit"
              member={m}
              seasonId={seasonId}
              onClose={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                refresh();
              }}
              onReload={async () => {
                await refresh();
                setOpened((n) => n + 1);
              }}
            />
          </Box>
        )}
        {current === 'dati' && !editing && <DatiGenerali member={m} seasonId={seasonId} />}
        {current === 'moduli' && <ModuliTab member={m} seasonId={seasonId} />}
        {current === 'tessere' && <TessereTab member={m} seasonId={seasonId} />}
        {current === 'documenti' && <DocumentPanel entityType="anagrafica" entityId={id} canEdit={mayEdit} />}
        {Money && <Money party={{ type: 'anagrafica', id }} seasonId={seasonId} />}
      </Box>
    </Paper>
  );
}
