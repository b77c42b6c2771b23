// The optional forms T1.1, T4, T5 of the transfer dialog, each with its extra answers under the names of
// the module's extra data (resources/contracts/tesseramenti.ts MODULE_EXTRA_FIELDS: nationality and
// derogation toggles of the eligibility form, no official report, the loan's reason). A name field shows
// only while its toggle says so (second nationality, other federation).
import { useTranslate } from 'react-admin';
import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { MODULE_EXTRA_FIELDS, OPTIONAL_MODULES, shownExtraFields, type OptionalModule } from '../../resources/contracts/tesseramenti.ts';

type Code = OptionalModule;
export type OptionalValues = Partial<Record<Code, Record<string, string | boolean>>>;

const keepShown = (code: Code, answers: Record<string, string | boolean>) => {
  const shown = new Set(shownExtraFields(MODULE_EXTRA_FIELDS[code], answers).map((f) => f.key));
  return Object.fromEntries(Object.entries(answers).filter(([k]) => shown.has(k)));
};

const LABEL: Record<Code, string> = { 'T1.1': 'tesseramenti.transfer.modulo_t11', T4: 'tesseramenti.transfer.modulo_t4', T5: 'tesseramenti.transfer.modulo_t5' };

export function OptionalModules({ value, onChange }: { value: OptionalValues; onChange: (v: OptionalValues) => void }) {
  const translate = useTranslate();
  // An answer whose field is hidden again (a name typed, then its toggle changed) is not kept.
  const set = (code: Code, next: Record<string, string | boolean> | undefined) => onChange({ ...value, [code]: next && keepShown(code, next) });
  return (
    <>
      {OPTIONAL_MODULES.map((code) => (
        <Box key={code}>
          <FormControlLabel label={translate(LABEL[code])} control={<Switch checked={!!value[code]} onChange={(e) => set(code, e.target.checked ? {} : undefined)} />} />
          {value[code] && (
            <Box sx={{ pl: 2, display: 'grid', gap: 1 }}>
              <Typography variant="caption">{translate(LABEL[code])}</Typography>
              {shownExtraFields(MODULE_EXTRA_FIELDS[code], value[code]).map((f) =>
                f.kind === 'bool' ? (
                  <FormControlLabel
                    key={f.key}
                    label={translate(`tesseramenti.transfer.extra.${f.key}`, { _: f.label })}
                    control={<Switch size="small" checked={!!value[code]![f.key]} onChange={(e) => set(code, { ...value[code], [f.key]: e.target.checked })} />}
                  />
                ) : (
                  <TextField
                    key={f.key}
                    size="small"
                    label={translate(`tesseramenti.transfer.extra.${f.key}`, { _: f.label })}
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
