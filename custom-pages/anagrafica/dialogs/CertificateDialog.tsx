// The certificate expiry edit (spec 2 §7 POST anagrafica/{id}/certificate).
import { required } from 'react-admin';
import { DateInput } from '../../../src/components';
import { FormDialog } from '../../../src/components';
import { TIMINGS } from '../../../src/lib';
import { saveCertificate, useRefreshAnagrafica, type AnagraficaDetail, type SaveAnswer } from '../api';

export function CertificateDialog({ open, onClose, member, seasonId }: { open: boolean; onClose: () => void; member: AnagraficaDetail; seasonId: number | undefined }) {
  const refresh = useRefreshAnagrafica();
  return (
    <FormDialog<{ data_scadenza_certificato: string }, SaveAnswer>
      open={open}
      onClose={onClose}
      title="anagrafica.dati.certificate_edit"
      saveLabel="anagrafica.dati.certificate_save"
      maxWidth="xs"
      record={{ data_scadenza_certificato: member.data_scadenza_certificato ?? '' }}
      onSubmit={(v) => saveCertificate(member.id, v.data_scadenza_certificato, seasonId)}
      successMessage={(a) => a.message}
      successDuration={TIMINGS.toast.memberSave}
      onSaved={() => refresh()}
    >
      <DateInput source="data_scadenza_certificato" label="anagrafica.fields.data_scadenza_certificato" validate={required()} />
    </FormDialog>
  );
}
