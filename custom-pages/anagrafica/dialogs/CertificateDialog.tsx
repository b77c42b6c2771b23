// The certificate expiry edit (spec 2 §7 POST anagrafica/{id}/certificate).
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { isoToDateText, maskDate } from '../../../src/lib/masks';
import { saveCertificate, useRefreshAnagrafica, type AnagraficaDetail } from '../api';
import { AreaDialog } from './AreaDialog';

export function CertificateDialog({ open, onClose, member, seasonId }: { open: boolean; onClose: () => void; member: AnagraficaDetail; seasonId: number | undefined }) {
  const t = useTranslate();
  const refresh = useRefreshAnagrafica();
  const [text, setText] = useState(isoToDateText(member.data_scadenza_certificato));
  const [error, setError] = useState<string | undefined>();
  if (!open) return null;
  return (
    <AreaDialog title={t('anagrafica.dati.certificate_edit')} onClose={onClose} onErrors={(f) => setError(f.data_scadenza_certificato)}
      onSave={async () => { const r = await saveCertificate(member.id, text, seasonId); await refresh(); return r.message; }}>
      <TextField fullWidth size="small" sx={{ mt: 1 }} label={t('anagrafica.fields.data_scadenza_certificato')} placeholder={t('anagrafica.form.date_placeholder')}
        value={text} onChange={(e) => setText(maskDate(e.target.value))} error={!!error} helperText={error ?? ' '} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
    </AreaDialog>
  );
}
