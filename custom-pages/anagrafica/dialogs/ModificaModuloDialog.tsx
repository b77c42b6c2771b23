// 'Modifica Modulo Tesserato' (spec 2 §2.5, §5): the privacy toggle 'Accetta', sent as accetta_privacy;
// under it the form's recorded answers, read-only (derogation and nationality toggles as SI/NO, spec 2 §4).
import { BooleanInput, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { answeredExtras } from '../../../resources/contracts/tesseramenti.ts';
import { FormDialog } from '../../../src/components';
import { saveModulo, useRefreshAnagrafica, type ModuloRow, type SaveAnswer } from '../api';

export function ModificaModuloDialog({ modulo, onClose }: { modulo: ModuloRow; onClose: () => void }) {
  const refresh = useRefreshAnagrafica();
  return (
    <FormDialog<{ accetta_privacy: boolean }, SaveAnswer>
      open
      onClose={onClose}
      title="anagrafica.moduli.edit"
      saveLabel="anagrafica.moduli.memorizza"
      closeLabel="ra.action.cancel"
      maxWidth="xs"
      record={{ accetta_privacy: modulo.accetta_privacy }}
      onSubmit={(v) => saveModulo(modulo.id, !!v.accetta_privacy)}
      successMessage={(a) => a.message}
      onSaved={() => refresh()}
    >
      <BooleanInput source="accetta_privacy" label="anagrafica.moduli.accetta" />
      <RecordedAnswers answers={modulo.extra ?? {}} />
    </FormDialog>
  );
}

/** The answers recorded with the form, as they were given. */
function RecordedAnswers({ answers }: { answers: Record<string, unknown> }) {
  const translate = useTranslate();
  const shown = answeredExtras(answers);
  if (!shown.length) return null;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}>
      {shown.map((f) => (
        <Box key={f.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {translate(`tesseramenti.transfer.extra.${f.key}`, { _: f.label })}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {f.kind === 'bool' ? translate(answers[f.key] ? 'anagrafica.yes' : 'anagrafica.no') : String(answers[f.key])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
