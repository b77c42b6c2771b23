// The optional forms T1.1, T4, T5 of the transfer dialog, each with its extra fields (spec 2 §3:
// second nationality, eligible for Italy, residence, born in Italy, minor resident, no official
// report, parents born in Italy, more time in Italy …).
import { useTranslate } from 'react-admin';
import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { OPTIONAL_MODULES } from '../../resources/contracts/tesseramenti.ts';

type Code = (typeof OPTIONAL_MODULES)[number];
export type OptionalValues = Partial<Record<Code, Record<string, string | boolean>>>;

const FIELDS: Record<Code, { key: string; kind: 'bool' | 'text' }[]> = {
  'T1.1': [
    { key: 'seconda_nazionalita', kind: 'text' },
    { key: 'eleggibile_italia', kind: 'bool' },
    { key: 'residenza_italia', kind: 'bool' },
    { key: 'nato_italia', kind: 'bool' },
    { key: 'minore_residente', kind: 'bool' },
    { key: 'genitori_italia', kind: 'bool' },
    { key: 'piu_tempo_italia', kind: 'bool' },
  ],
  T4: [
    { key: 'societa_precedente', kind: 'text' },
    { key: 'no_referto', kind: 'bool' },
  ],
  T5: [{ key: 'motivo_prestito', kind: 'text' }],
};

const LABEL: Record<Code, string> = { 'T1.1': 'tesseramenti.transfer.modulo_t11', T4: 'tesseramenti.transfer.modulo_t4', T5: 'tesseramenti.transfer.modulo_t5' };

export function OptionalModules({ value, onChange }: { value: OptionalValues; onChange: (v: OptionalValues) => void }) {
  const translate = useTranslate();
  const set = (code: Code, next: Record<string, string | boolean> | undefined) => onChange({ ...value, [code]: next });
  return (
    <>
      {OPTIONAL_MODULES.map((code) => (
        <Box key={code}>
          <FormControlLabel label={translate(LABEL[code])} control={<Switch checked={!!value[code]} onChange={(e) => set(code, e.target.checked ? {} : undefined)} />} />
          {value[code] && (
            <Box sx={{ pl: 2, display: 'grid', gap: 1 }}>
              <Typography variant="caption">{translate(LABEL[code])}</Typography>
              {FIELDS[code].map((f) =>
                f.kind === 'bool' ? (
                  <FormControlLabel
                    key={f.key}
                    label={translate(`tesseramenti.transfer.extra.${f.key}`)}
                    control={<Switch size="small" checked={!!value[code]![f.key]} onChange={(e) => set(code, { ...value[code], [f.key]: e.target.checked })} />}
                  />
                ) : (
                  <TextField
                    key={f.key}
                    size="small"
                    label={translate(`tesseramenti.transfer.extra.${f.key}`)}
                    value={String(value[code]![f.key] ?? '')}
                    onChange={(e) => set(code, { ...value[code], [f.key]: e.target.value })}
                  />
                ),
              )}
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}
