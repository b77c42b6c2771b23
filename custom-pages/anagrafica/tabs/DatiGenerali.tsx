// Dati Generali in view mode (spec 2 §2.5): the member's rows, the clubs history grid and, for
// administrators, the two alignment rows whose 'Dettagli' opens the sync status table dialog.
// Editors change the certificate expiry here.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, IconButton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { formatDateForm } from '../../../src/lib';
import { isAdmin, useAbilities } from '../../../src/lib';
import type { SynchType } from '../../../resources/contracts/societa.ts';
import { useModuli, type AnagraficaDetail, type SynchRow } from '../api';
import { isExpired, isHistoryView, mayEditRecord } from '../rules';
import { CertificateDialog } from '../dialogs/CertificateDialog';
import { SyncStatusDialog } from '../../societa';

const HISTORY_ROWS = ['codice_fiscale', 'matricola', 'data_nascita', 'nome_completo', 'societa'];

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));

export function DatiGenerali({ member: m, seasonId }: { member: AnagraficaDetail; seasonId: number | undefined }) {
  const t = useTranslate();
  const history = isHistoryView(m);
  // A former member's forms are not the club's to read (404): not asked.
  const moduli = useModuli(m.id, seasonId, !history);
  const [certOpen, setCertOpen] = useState(false);
  const mayEdit = mayEditRecord(m, useAbilities());
  const [sync, setSync] = useState<SynchType | null>(null);
  const f = (k: string) => t(`anagrafica.fields.${k}`);
  const town = m.comune_nascita ? `${m.comune_nascita.denominazione} (${dash(m.provincia_nascita)})` : dash(m.provincia_nascita);
  // [field, value]: the label is the field's.
  const rows: [string, React.ReactNode][] = [
    ['codice_fiscale', dash(m.codice_fiscale)],
    ['matricola', m.matricola],
    ['data_nascita', formatDateForm(m.data_nascita)],
    ['modulo', dash(moduli.data?.[0]?.modulo.nome)],
    ['nome_completo', `${m.cognome} ${m.nome}`],
    ['cittadinanza', m.cittadinanza],
    ['cittadinanza_other', dash(m.cittadinanza_other)],
    ['nazionalita_sportiva', m.nazionalita_sportiva === 'Italiana' ? m.nazionalita_sportiva : `${m.nazionalita_sportiva} ${dash(m.nazionalita_sportiva_other)}`],
    [
      'data_scadenza_certificato',
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={isExpired(m.data_scadenza_certificato) ? { color: 'error.main', fontWeight: 700 } : undefined}>
          {formatDateForm(m.data_scadenza_certificato) || '-'}
        </Box>
        {mayEdit && (
          <IconButton size="small" aria-label={t('anagrafica.dati.certificate_edit')} onClick={() => setCertOpen(true)}>
            <EditIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>,
    ],
    ['luogo_nascita', town],
    ['cap_residenza', dash(m.cap_residenza)],
    ['societa', <ClubsHistory key="societa" member={m} />],
    ['telefono', dash(m.telefono)],
    ['fax', dash(m.fax)],
    ['email', dash(m.email)],
    ['stato_nascita', dash(m.stato_nascita)],
    ['indirizzo_residenza', dash(m.indirizzo_residenza)],
    ['citta_residenza', dash(m.citta_residenza)],
    ['provincia_residenza', dash(m.provincia_residenza)],
    ['titolo_studio', dash(m.titolo_studio)],
  ];
  // History view: identity and the seasons with this club only (the server sends nothing else).
  const shown = history ? rows.filter(([key]) => HISTORY_ROWS.includes(key)) : rows;
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
        {shown.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
              {f(key)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
        {isAdmin() && m.synch && (
          <>
            <Alignment label={f('allineamento_sport_health')} rows={m.synch.filter((s) => s.type === 'sport-health')} onDetails={() => setSync('sport-health')} />
            <Alignment label={f('allineamento_coni')} rows={m.synch.filter((s) => s.type === 'coni')} onDetails={() => setSync('coni')} />
          </>
        )}
      </Box>
      <CertificateDialog open={certOpen} onClose={() => setCertOpen(false)} member={m} seasonId={seasonId} />
      <SyncStatusDialog subject={{ anagraficaId: m.id, seasonId }} type={sync} onClose={() => setSync(null)} />
    </>
  );
}

function ClubsHistory({ member }: { member: AnagraficaDetail }) {
  const t = useTranslate();
  if (!member.societa.length) return <>-</>;
  return (
    <TableContainer sx={{ maxHeight: 400, maxWidth: 520 }} tabIndex={0}>
      <Table size="small" aria-label={t('anagrafica.fields.societa')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('anagrafica.fields.stagione')}</TableCell>
            <TableCell>{t('anagrafica.fields.club')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {member.societa.map((s) => (
            <TableRow key={`${s.stagione_id}-${s.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.desc_stagione}</TableCell>
              <TableCell>{`${s.codice_affiliazione ?? ''} - ${s.nome}`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Aligned only if every entry is aligned (spec 2 §4); 'Dettagli' opens the body's sync status table. */
function Alignment({ label, rows, onDetails }: { label: string; rows: SynchRow[]; onDetails: () => void }) {
  const t = useTranslate();
  const ok = rows.length > 0 && rows.every((r) => r.allineato);
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          {ok ? <CheckCircleIcon color="success" titleAccess={t('anagrafica.dati.allineato')} /> : <RemoveCircleIcon color="error" titleAccess={t('anagrafica.dati.non_allineato')} />}
          <Button size="small" aria-haspopup="dialog" aria-label={`${t('anagrafica.dati.dettagli')} ${label}`} onClick={onDetails}>
            {t('anagrafica.dati.dettagli')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
