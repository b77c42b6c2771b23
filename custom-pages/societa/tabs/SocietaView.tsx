// Societa tab, view mode (spec 2 §2.1): read-only rows; for system admins the indicator rows
// (twinned, sports-health aligned, Olympic-committee aligned) with 'Dettagli': the two alignments open
// the sync status table; twinning has no sync rows, so its 'Dettagli' opens the club's twinning links.
import { useState, type ReactNode } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateForm } from '../../../src/lib';
import { isSysadmin, useSession } from '../../../src/lib';
import type { Sede, SocietaDetail, SynchType } from '../api';
import { GemellaggiDialog } from '../dialogs/GemellaggiDialog';
import { SyncStatusDialog } from '../dialogs/SyncStatusDialog';

const place = (s: Sede) => [s.indirizzo, s.cap, s.comune ? `${s.comune.denominazione} (${s.comune.provincia})` : null].filter(Boolean).join(', ');
const date = (d: string | null) => formatDateForm(d) || '-';

type Details = SynchType | 'gemellaggi';

/** `onChanged`: after a twinning link is approved or rejected from the twinning details. */
export function SocietaView({ societa, onChanged = () => undefined }: { societa: SocietaDetail; onChanged?: () => void }) {
  const translate = useTranslate();
  const session = useSession();
  const [details, setDetails] = useState<Details | null>(null);
  const f = (k: string) => translate(`societa.fields.${k}`);
  const r = societa.rappresentante_legale;
  const yesNo = (v: boolean) => (v ? f('yes') : f('no'));
  const rows: [string, ReactNode][] = [
    [f('codice_affiliazione'), societa.codice_affiliazione],
    [f('nome'), societa.nome],
    [f('sede_legale'), place(societa.sede_legale)],
    [f('sede_fiscale'), place(societa.sede_fiscale)],
    [f('sede_postale'), place(societa.sede_postale)],
    [f('data_prima_affiliazione'), date(societa.data_prima_affiliazione)],
    [f('data_affiliazione'), date(societa.data_affiliazione)],
    [f('codice_fiscale'), societa.codice_fiscale],
    [f('partita_iva'), societa.partita_iva],
    [f('rappresentante'), [r.cognome, r.nome].filter(Boolean).join(' ')],
    // 'Sesso Rap. Legale' already names the representative (the form's label too).
    [f('sesso'), r.sesso],
    [`${f('rappresentante')} - ${f('codice_fiscale')}`, r.codice_fiscale],
    [`${f('rappresentante')} - ${f('data_nascita')}`, date(r.data_nascita)],
    [`${f('rappresentante')} - ${f('comune_nascita')}`, r.comune_nascita?.denominazione],
    [`${f('rappresentante')} - ${f('indirizzo_residenza')}`, [r.indirizzo_residenza, r.comune_residenza?.denominazione].filter(Boolean).join(', ')],
    [`${f('rappresentante')} - ${f('email')}`, r.email],
    [`${f('rappresentante')} - ${f('telefono')}`, r.telefono],
    [`${f('rappresentante')} - ${f('cellulare')}`, r.cellulare],
    [`${f('rappresentante')} - ${f('fax')}`, r.fax],
    [f('email'), societa.email],
    [f('pec'), societa.pec],
    [f('telefono'), societa.telefono],
    [f('cellulare'), societa.cellulare],
    [f('fax'), societa.fax],
    [f('tipo_atto'), societa.tipo_atto],
    [f('data_atto'), date(societa.data_atto)],
    [f('data_costituzione'), date(societa.data_costituzione)],
    [f('sito_web'), societa.sito_web],
    [f('facebook'), societa.facebook],
    [f('gruppo_sportivo'), `${societa.gruppo_sportivo} - ${translate(`societa.gruppi.${societa.gruppo_sportivo}`)}`],
    [f('natura_giuridica'), societa.natura_giuridica ? `${societa.natura_giuridica} - ${translate(`societa.nature.${societa.natura_giuridica}`)}` : null],
    [f('polisportiva'), societa.polisportiva ? 'S' : 'N'],
    [f('discipline'), societa.discipline.map((d) => d.label).join(', ')],
  ];
  const indicators: [string, boolean, Details][] = [
    [f('gemellata'), societa.gemellata, 'gemellaggi'],
    [f('allineata_sport_health'), societa.allineata_sport_health, 'sport-health'],
    [f('allineata_coni'), societa.allineata_coni, 'coni'],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 30%) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Row key={label} label={label}>
          {value || '-'}
        </Row>
      ))}
      {isSysadmin(session) &&
        indicators.map(([label, ok, type]) => (
          <Row key={label} label={label}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip size="small" color={ok ? 'success' : 'error'} label={yesNo(ok)} />
              <Button size="small" onClick={() => setDetails(type)} aria-label={`${f('details')} ${label}`}>
                {f('details')}
              </Button>
            </Stack>
          </Row>
        ))}
      <SyncStatusDialog subject={{ societaId: societa.id }} type={details === 'gemellaggi' ? null : details} onClose={() => setDetails(null)} />
      <GemellaggiDialog societa={societa} open={details === 'gemellaggi'} onClose={() => setDetails(null)} onChanged={onChanged} />
    </Box>
  );
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </>
);
