// The member form (spec 2 §2.5, §5): 'Modifica' for an existing member, 'Aggiungi' for a new one,
// 'Chiudi' and 'Salva Tesserato'. Fields a user may not change are read-only; the CF fills the birth
// data of a new member; likely duplicates are shown before saving; server errors sit under fields.
import { useRef, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Link, MenuItem, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton, UnsavedChangesGuard, useFocusAfterRefusal, useFocusFirstField, useToast } from '../../../src/components';
import { errorText, firstFieldErrors } from '../../../src/providers';
import { isoToDateText, maskDate } from '../../../src/lib';
import { useSession } from '../../../src/lib';
import { hasAbility } from '../../../resources/abilities';
import { TIMINGS } from '../../../src/lib';
import { CITTADINANZE, MESSAGES, OTHER_FLAGS, QUALIFICATION_ROLES, ROLE_FLAGS, SESSI, prefillFromCf, saveAnagrafica, useRefreshAnagrafica, type AnagraficaDetail } from '../api';
import { anagraficaPath } from '../paths';
import { CF_CHECKED_FIELDS, birthStateFromCf, cfFormErrors, isCfMessage, kindOf, needsForeignName, readOnlyFields, showsIban, type Mode } from '../rules';
import { DuplicateWarning } from './DuplicateWarning';
import { Field } from './Field';
import { ComitatoSelect, TipologiaSelect } from './LookupSelects';
import { TownPicker } from './TownPicker';
import { EMPTY_MEMBER, ERROR_ALIASES, toFormValues, toPayload, type FormValues } from './values';
import { isStaleRecord } from '../../../resources/contracts/versione.ts';

export interface AnagraficaFormProps {
  mode: Exclude<Mode, 'view'>;
  member?: AnagraficaDetail;
  seasonId: number | undefined;
  onClose: () => void;
  onSaved: (id: number) => void;
  /** Opens the form again on the member as saved now (after a save refused because someone else saved first). */
  onReload?: () => void;
}

export function AnagraficaForm({ mode, member, seasonId, onClose, onSaved, onReload }: AnagraficaFormProps) {
  const t = useTranslate();
  const toast = useToast();
  const refresh = useRefreshAnagrafica();
  const sessionState = useSession();
  const kind = kindOf(sessionState.userType);
  const canCreate = hasAbility(sessionState.abilities, 'economicssocieta:write');
  const [initial] = useState<FormValues>(() => (member ? toFormValues(member) : { ...EMPTY_MEMBER }));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A 409: a duplicate CF (with the holder to open), or someone else saved the member after the form was opened (stale).
  const [conflict, setConflict] = useState<{ message: string; id?: number; stale?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // Set by a save that went through: what follows it (a new member's page opening) leaves with nothing lost.
  const saved = useRef(false);
  const unsaved = () => !saved.current && JSON.stringify(toPayload(values)) !== JSON.stringify(toPayload(initial));
  const formRef = useRef<HTMLFormElement>(null);
  // Opened by 'Modifica' (which goes away) or by the new-member address: the first field takes the focus.
  useFocusFirstField(formRef);
  // A refused save: the first field in error, else the conflict's message, takes the focus.
  const refused = useFocusAfterRefusal(formRef);
  const readOnly = readOnlyFields(kind, mode);
  const set = (changes: Record<string, unknown>) => {
    setValues((v) => ({ ...v, ...changes }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in changes))));
  };
  const change = (name: string, value: unknown) => set({ [name]: value });
  // The city of residence is the chosen town's (the server derives it); with no town chosen, no stale city is kept.
  const setResidence = (c: Record<string, unknown>) => set('comune_residenza' in c ? { ...c, citta_residenza: (c.comune_residenza as { denominazione?: string } | null)?.denominazione ?? '' } : c);
  const common = { values, errors, readOnly, onChange: change };

  const prefill = async (cf: string) => {
    if (mode !== 'new' || cf.length !== 16) return;
    try {
      const p = await prefillFromCf(cf);
      if (!p.valido) return setErrors((e) => ({ ...e, codice_fiscale: t('anagrafica.form.cf_invalid') }));
      set({
        sesso: p.sesso,
        data_nascita: isoToDateText(p.data_nascita),
        comune_nascita_id: p.comune_nascita?.id ?? null,
        comune_nascita: p.comune_nascita ?? null,
        provincia_nascita: p.provincia_nascita ?? '',
        stato_nascita: birthStateFromCf(p, values.stato_nascita),
      });
      toast.show(t('anagrafica.form.prefill_done'), 'info');
    } catch {
      /* the save will report the CF */
    }
  };

  /** All the CF's errors for these values at once ({} without a CF, or when the CF could not be read: the save reports it). */
  const cfCheck = async (v: FormValues): Promise<Record<string, string>> => {
    const cf = String(v.codice_fiscale ?? '');
    // As the server: checked for a new member, or when the CF or the birth data are being changed.
    if (!cf || (mode !== 'new' && !CF_CHECKED_FIELDS.some((k) => v[k] !== initial[k]))) return {};
    try {
      return cfFormErrors(cf.length === 16 ? await prefillFromCf(cf) : null, v);
    } catch {
      return {};
    }
  };
  /** The errors shown, with the CF's replaced by a fresh check's. */
  const withCfErrors = (shown: Record<string, string>, found: Record<string, string>) => ({ ...Object.fromEntries(Object.entries(shown).filter(([, m]) => !isCfMessage(m))), ...found });

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setConflict(null);
    // The server checks the CF only once the rest of the body is valid: the form checks it too, so the
    // CF's errors come with the others, in one round.
    const checking = cfCheck(values);
    try {
      const res = await saveAnagrafica(toPayload(values), seasonId);
      toast.success(MESSAGES.saved, { duration: TIMINGS.toast.memberSave });
      saved.current = true;
      await refresh();
      onSaved(res.id ?? (values.id as number));
    } catch (e) {
      const body = e instanceof HttpError ? e.body : null;
      if (e instanceof HttpError && e.status === 409) setConflict({ message: errorText(body), id: body?.anagrafica_id, stale: isStaleRecord(body) });
      const fields = Object.fromEntries(Object.entries(firstFieldErrors(body?.fieldErrors)).map(([k, v]) => [ERROR_ALIASES[k] ?? k, v]));
      const found = await checking;
      setErrors({ ...found, ...fields });
      refused();
      toast.error(Object.keys(fields).length || Object.keys(found).length ? MESSAGES.fieldErrors : errorText(body));
    } finally {
      setBusy(false);
    }
  };

  const foreign = (name: 'cittadinanza' | 'nazionalita_sportiva') => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Field {...common} name={name} select>
        {CITTADINANZE.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </Field>
      {needsForeignName(values[name] as string) && <Field {...common} name={`${name}_other`} />}
    </Stack>
  );

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-labelledby="anagrafica-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <UnsavedChangesGuard when={unsaved} />
      <Typography id="anagrafica-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t(mode === 'new' ? 'anagrafica.form.new_title' : 'anagrafica.form.edit_title')}
      </Typography>
      {conflict && (
        <Alert
          severity="error"
          tabIndex={-1}
          data-refusal
          sx={{ mb: 2 }}
          action={
            // What the user typed stays in the form until he asks for the member as saved now.
            conflict.stale &&
            onReload && (
              <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={onReload}>
                {t('anagrafica.form.reload')}
              </Button>
            )
          }
        >
          {conflict.message}{' '}
          {conflict.id && (
            <Link component={RouterLink} to={anagraficaPath(conflict.id)}>
              {t('anagrafica.form.duplicate_open', { name: '' }).trim()}
            </Link>
          )}
        </Alert>
      )}
      {/* The check serves who adds people (the server's rule): a member editing himself does not ask it. */}
      {canCreate && (
        <DuplicateWarning cognome={String(values.cognome ?? '')} nome={String(values.nome ?? '')} dataNascita={String(values.data_nascita ?? '')} exclude={values.id} seasonId={seasonId} />
      )}

      <Section title={t('anagrafica.form.section_personal')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Field {...common} name="cognome" required />
          <Field {...common} name="nome" required />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Field
            {...common}
            name="codice_fiscale"
            mask={(s) =>
              s
                .toUpperCase()
                .replace(/[^A-Z0-9]/g, '')
                .slice(0, 16)
            }
            onChange={(n, v) => {
              change(n, v);
              if (String(v).length === 16) prefill(String(v));
            }}
            onBlur={() => void cfCheck(values).then((found) => setErrors((shown) => withCfErrors(shown, found)))}
          />
          {(kind === 'admin' || mode === 'edit') && <Field {...common} name="matricola" />}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Field {...common} name="sesso" select required>
            {SESSI.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </Field>
          <Field {...common} name="data_nascita" mask={maskDate} required placeholder={t('anagrafica.form.date_placeholder')} />
          <Field {...common} name="data_scadenza_certificato" mask={maskDate} placeholder={t('anagrafica.form.date_placeholder')} />
        </Stack>
        {foreign('cittadinanza')}
        {foreign('nazionalita_sportiva')}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Field {...common} name="titolo_studio" />
          <ComitatoSelect {...common} savedName={member?.comitato_id === values.comitato_id ? member?.comitato : null} />
        </Stack>
      </Section>

      <Section title={t('anagrafica.form.section_birth')}>
        <TownPicker provinceField="provincia_nascita" townField="comune_nascita_id" townObject="comune_nascita" values={values} errors={errors} readOnly={readOnly} onChange={set} />
        <Field {...common} name="stato_nascita" />
      </Section>

      <Section title={t('anagrafica.form.section_residence')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Field {...common} name="indirizzo_residenza" />
          <Field {...common} name="cap_residenza" mask={(s) => s.replace(/\D/g, '').slice(0, 5)} sx={{ maxWidth: { sm: 140 } }} />
        </Stack>
        <TownPicker provinceField="provincia_residenza" townField="comune_residenza_id" townObject="comune_residenza" values={values} errors={errors} readOnly={readOnly} onChange={setResidence} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Field {...common} name="telefono" />
          <Field {...common} name="fax" />
          <Field {...common} name="email" type="email" />
        </Stack>
      </Section>

      {showsIban(values) && (
        <Section title={t('anagrafica.form.section_bank')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Field {...common} name="iban" mask={(s) => s.toUpperCase().replace(/\s+/g, '').slice(0, 34)} />
            <Field {...common} name="iban_intestazione" />
          </Stack>
        </Section>
      )}

      {/* Shown when it holds something: the flags (administrators) or a role's qualification. */}
      {(kind === 'admin' || QUALIFICATION_ROLES.some((r) => values[r.flag])) && (
        <Section title={t('anagrafica.form.section_roles')}>
          {kind === 'admin' && (
            <FormGroup row>
              {[...ROLE_FLAGS, ...OTHER_FLAGS].map((f) => (
                <FormControlLabel key={f} label={t(`anagrafica.flag_fields.${f}`)} control={<Checkbox size="small" checked={!!values[f]} onChange={(e) => change(f, e.target.checked)} />} />
              ))}
            </FormGroup>
          )}
          {QUALIFICATION_ROLES.filter((r) => values[r.flag]).map((r) => (
            // A label and three fields: side by side only from lg (below, in the card beside the list, they widened the page to 1130 px).
            <Stack key={r.flag} role="group" aria-labelledby={`anagrafica-role-${r.flag}`} direction={{ xs: 'column', lg: 'row' }} spacing={1} sx={{ alignItems: { lg: 'center' } }}>
              <Typography id={`anagrafica-role-${r.flag}`} variant="body2" sx={{ minWidth: 180, fontWeight: 700 }}>
                {t(`anagrafica.roles.${r.flag}`)}
              </Typography>
              <TipologiaSelect {...common} role={r.flag} prefix={r.prefix} />
              <Field {...common} name={`${r.prefix}qualifica`} label={t('anagrafica.fields.qualifica')} />
              <Field
                {...common}
                name={`${r.prefix}data_scadenza_qualifica`}
                label={t('anagrafica.fields.data_scadenza_qualifica')}
                mask={maskDate}
                placeholder={t('anagrafica.form.date_placeholder')}
              />
            </Stack>
          ))}
        </Section>
      )}

      {/* Above the fields it scrolls over: MUI's floating input labels have z-index 1 and painted over the bar. */}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.paper', py: 1 }}>
        {/* Busy, not disabled, while the save runs: the pressed button keeps the focus until it moves to an error. */}
        <BusyButton onClick={onClose} busy={busy}>
          {t('anagrafica.form.close')}
        </BusyButton>
        <BusyButton type="submit" variant="contained" busy={busy}>
          {t('anagrafica.form.save')}
        </BusyButton>
      </Stack>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ color: 'primary.main', mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={0.5}>{children}</Stack>
    </Box>
  );
}
