// Societa tab, edit and new mode (spec 2 §2.1): every field, discipline toggles, the toggles and
// combos of §3, town lookups; 'Salva' / 'Chiudi'; server field errors beside the fields (first message).
// A refused save moves the focus to the first field in error (src/components/errorFocus.tsx).
// Every error comes with the first 'Salva', as in the member form: a date the form cannot read (31/02/2026,
// 12/0) is marked beside its field without stopping the save (the shared DateInput), so it goes to the
// server as typed, and the server refuses it with the same parser (resources/fields.ts parseDate) together
// with the other fields. One toast, 'Uno o più campi non sono stati compilati correttamente'.
// The form keeps the club as it was opened: a save made after someone else's is refused (409, the
// version it sends is older) and 'Ricarica i dati' loads the club as saved now.
import { useId, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Divider, FormGroup, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { BooleanInput, Form, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { HttpError } from 'ra-core';
import { DateInput, FocusAfterRefusal, UnsavedChangesGuard, useToast } from '../../../src/components';
import { useSession, isAdmin, TIMINGS } from '../../../src/lib';
import { GRUPPI_SPORTIVI, NATURE_GIURIDICHE, SESSI, SOCIETA_MESSAGES, isClubUserReadonly, listComitati, listDiscipline, saveSocieta, useInvalidateSocieta, type SocietaDetail } from '../api';
import { EMPTY_SOCIETA, toFormValues } from '../form';
import { SEDI } from '../../../resources/contracts/societa-body.ts';
import { STALE_RECORD_MESSAGE, isStaleRecord } from '../../../resources/contracts/versione.ts';
import { TownInput } from '../TownInput';
import { DisciplineToggles } from './DisciplineToggles';

interface Props {
  societa: SocietaDetail | null;
  onClose: () => void;
  onSaved: (id: number) => void;
  /** The club read again (after a save refused because someone else saved first). */
  onReload?: () => Promise<SocietaDetail | undefined>;
}

/** Choices whose text is the stored value itself. */
const asIs = (values: readonly string[]) => values.map((v) => ({ id: v, name: v }));

export function SocietaForm({ societa: opened, onClose, onSaved, onReload }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const invalidate = useInvalidateSocieta();
  const s = useSession();
  // The club as the form opened it, with its version. A newer copy of the club (another tab saved, the
  // window took the focus again) reset the form under the user's typing; now his save is refused instead.
  const [societa, setSocieta] = useState(opened);
  const [stale, setStale] = useState(false);
  // Set by a save that went through: what follows it (a new club's page opening) leaves with nothing lost.
  const saved = useRef(false);
  const clubUser = !isAdmin(s);
  const ro = (field: string) => clubUser && !!societa && isClubUserReadonly(field);
  const defaults = useMemo(() => toFormValues(societa ?? EMPTY_SOCIETA), [societa]);
  const comitati = useQuery({ queryKey: ['comitato', 'all'], queryFn: listComitati, staleTime: 300_000 });
  const discipline = useQuery({ queryKey: ['disciplina', 'all'], queryFn: listDiscipline, staleTime: 300_000 });
  const boxRef = useRef<HTMLDivElement>(null);
  // Each address and the representative are a group named by their heading: 'Indirizzo', 'CAP', 'Email',
  // 'Telefono'… come more than once, and a screen reader says which one it is in.
  const headingId = useId();
  const f = (k: string) => translate(`societa.fields.${k}`);
  const text = (source: string, label = f(source)) => <TextInput source={source} label={label} readOnly={ro(source)} helperText={false} size="small" sx={{ minWidth: 200, flex: 1 }} />;
  const date = (source: string, label = f(source)) => <DateInput source={source} label={label} readOnly={ro(source)} size="small" />;
  const select = (source: string, minWidth: number, choices: object[], { label = f(source), optionText }: { label?: string; optionText?: string } = {}) => (
    <SelectInput source={source} label={label} readOnly={ro(source)} choices={choices} optionText={optionText} helperText={false} size="small" sx={{ minWidth }} />
  );
  /** Codes shown as 'CODE - description' from the catalogue's `societa.<group>.<code>`. */
  const described = (codes: readonly string[], group: string) => codes.map((c) => ({ id: c, name: `${c} - ${translate(`societa.${group}.${c}`)}` }));

  const submit = async (values: Record<string, unknown>) => {
    try {
      const res = await saveSocieta(societa?.id ?? null, values);
      // Every club query is stale now: the left list and its count (a new club, a new name) and the club's
      // detail, read again before the form closes: reopened at once, it carries the new version.
      saved.current = true;
      await invalidate();
      toast.success(SOCIETA_MESSAGES.saved, { duration: TIMINGS.toast.clubSave });
      onSaved(res.id ?? societa!.id);
      return undefined;
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, unknown> } | null) : null;
      // What the user typed stays in the form until he asks for the club as saved now.
      if (isStaleRecord(body)) setStale(true);
      toast.error(e instanceof Error ? e.message : null);
      return body?.errors ?? undefined;
    }
  };

  const reload = async () => {
    const fresh = await onReload?.();
    if (!fresh) return;
    setSocieta(fresh);
    setStale(false);
  };

  return (
    <Form defaultValues={defaults} onSubmit={submit as never} record={defaults as never}>
      <Stack ref={boxRef} spacing={2} sx={{ py: 1 }}>
        {/* A refused save: the focus goes from 'Salva', at the bottom of a long form, to the first field in error. */}
        <FocusAfterRefusal container={boxRef} />
        <LeaveGuard saved={saved} />
        {stale && (
          <Alert
            severity="error"
            tabIndex={-1}
            data-refusal
            action={
              onReload && (
                <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => void reload()}>
                  {f('reload')}
                </Button>
              )
            }
          >
            {STALE_RECORD_MESSAGE}
          </Alert>
        )}
        <Row>
          {text('codice_affiliazione')}
          {text('nome')}
        </Row>
        <Row>
          {text('codice_fiscale')}
          {text('partita_iva')}
          {text('tipo')}
        </Row>
        <Row>
          {text('email')}
          {text('pec')}
        </Row>
        <Row>
          {text('telefono')}
          {text('cellulare')}
          {text('fax')}
        </Row>
        <Row>
          {text('sito_web')}
          {text('facebook')}
        </Row>
        <Row>
          {text('tipo_atto')}
          {date('data_atto')}
          {date('data_costituzione')}
        </Row>
        <Row>
          {date('data_affiliazione')}
          {date('data_prima_affiliazione')}
          {select('comitato_id', 200, comitati.data?.data ?? [], { optionText: 'nome' })}
        </Row>
        <Row>
          {select('gruppo_sportivo', 220, described(GRUPPI_SPORTIVI, 'gruppi'))}
          {select('polisportiva', 140, asIs(['S', 'N']))}
          {select('natura_giuridica', 220, described(NATURE_GIURIDICHE, 'nature'))}
        </Row>
        <FormGroup row>
          {(['onlynotagonist', 'aggregazione', 'paralimpica', 'impianto_disponibile'] as const).map((b) => (
            <BooleanInput key={b} source={b} label={f(b)} helperText={false} />
          ))}
        </FormGroup>
        <Row>{text('impianto_disponibile_other')}</Row>
        <DisciplineToggles options={discipline.data?.data ?? []} label={f('discipline')} />
        {SEDI.map((sede) => (
          <Box key={sede} role="group" aria-labelledby={`${headingId}-${sede}`}>
            <Divider sx={{ mb: 1 }} />
            <Typography variant="subtitle2" component="h2" id={`${headingId}-${sede}`} sx={{ mb: 1 }}>
              {f(sede)}
            </Typography>
            <Row>
              {text(`${sede}_indirizzo`, f('indirizzo'))}
              {text(`${sede}_cap`, f('cap'))}
            </Row>
            <Box sx={{ mt: 1 }}>
              <TownInput source={`${sede}_comune_istat`} label={f(sede)} initial={societa?.[sede]?.comune} />
            </Box>
          </Box>
        ))}
        <Divider />
        <Stack spacing={2} role="group" aria-labelledby={`${headingId}-rappresentante`}>
          <Typography variant="subtitle2" component="h2" id={`${headingId}-rappresentante`}>
            {f('rappresentante')}
          </Typography>
          <Row>
            {text('rappresentante_cognome', f('cognome'))}
            {text('rappresentante_nome', f('nome_persona'))}
            {select('rappresentante_sesso', 160, asIs(SESSI), { label: f('sesso') })}
          </Row>
          <Row>
            {text('rappresentante_codice_fiscale', f('codice_fiscale'))}
            {date('rappresentante_data_nascita', f('data_nascita'))}
          </Row>
          <TownInput source="rappresentante_comune_nascita_istat" label={f('comune_nascita')} initial={societa?.rappresentante_legale.comune_nascita} />
          <Row>{text('rappresentante_indirizzo_residenza', f('indirizzo_residenza'))}</Row>
          <TownInput source="rappresentante_comune_residenza_istat" label={f('comune_residenza')} initial={societa?.rappresentante_legale.comune_residenza} />
          <Row>
            {text('rappresentante_email', f('email'))}
            {text('rappresentante_telefono', f('telefono'))}
            {text('rappresentante_cellulare', f('cellulare'))}
            {text('rappresentante_fax', f('fax'))}
          </Row>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 1 }}>
          <Button onClick={onClose}>{f('close')}</Button>
          <Button type="submit" variant="contained">
            {f('save')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

// Fields wrap to the next line rather than widen the page (four 200 px fields in a row overflowed at 1280 px).
const Row = ({ children }: { children: React.ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}>
    {children}
  </Stack>
);

/** Leaving the form with changes not saved asks first (resilience audit; src/components/UnsavedChangesGuard). */
function LeaveGuard({ saved }: { saved: { current: boolean } }) {
  const { isDirty } = useFormState();
  return <UnsavedChangesGuard when={() => !saved.current && isDirty} />;
}
