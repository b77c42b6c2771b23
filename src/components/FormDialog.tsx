// FormDialog — the one shell of every form dialog (STYLE.md "Domain areas").
//
//   <FormDialog
//     open={open} onClose={close}
//     title="Nuovo Utente"                       // text or catalogue key
//     saveLabel="Memorizza"                      // text or key; 'Salva' by default
//     record={{ tipo: 'anagrafica' }}            // initial values (the record being edited)
//     validate={(v) => (v.email ? {} : { email: 'Obbligatorio' })}   // optional, field → message
//     onSubmit={(values) => api('utenti', { method: 'POST', body: values })}   // awaited: pessimistic
//     successMessage="Utente salvato"           // toast (text, key, or (answer) => text); false = none
//     successDuration={TIMINGS.toast.memberSave} // 500 ms by default (src/lib/timings.ts)
//     errorDuration={TIMINGS.toast.walletError}  // error toasts; 3000 ms by default
//     onSaved={(answer) => refresh()}            // after success, before the dialog closes
//   >
//     <TextInput source="username" label="Nome Utente" />   {/* any react-admin / react-hook-form input */}
//   </FormDialog>
//
// What it does for every dialog:
// - title, 'Chiudi' and the save button; while the server works both are busy (./BusyButton.tsx:
//   aria-disabled, clicks and Enter ignored, the focus kept; pessimistic: the dialog closes only after
//   `onSubmit` resolves) and neither Escape nor a click outside closes it, as the registration dialogs'
//   shell; the wait ends in the same render as a refusal's message. The save is disabled while
//   `saveDisabled` holds (its text, when a string, is shown beside the buttons to say why; a function of
//   the values decides as they change);
// - a rejected `onSubmit` (the http client's HttpError): 422 → the first message of each field under
//   its input and the 'Uno o più campi…' toast; 409 or `error: true` → the server's message inside the
//   dialog (also as a toast with `errorToast`); anything else → the generic error toast;
// - transitions 300 ms enter / 200 ms leave, toast durations from TIMINGS (one module);
// - `loading` shows 'Caricamento in corso...' instead of the form (a record still coming), `loadError`
//   the generic error; the form's state starts afresh each time the dialog opens;
// - the focus starts on the first field, also one that comes later (the theme gives every dialog
//   ./dialogFocus.ts), and goes to the first field in error, else the refusal's message, after a refused
//   save (./errorFocus.tsx).
// Inside, `useFormContext()` / `useWatch()` of react-hook-form work as in any react-admin Form.
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { Form, ResourceContextProvider, useTranslate, type RaRecord } from 'ra-core';
import { useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { TIMINGS } from '../lib/timings';
import { useToast } from './notify';
import { WhyDisabled } from './WhyDisabled';
import { readSaveFailure } from './saveFailure';
import { FocusAfterRefusal } from './errorFocus';
import { BusyButton } from './BusyButton';

export interface FormDialogProps<Values extends FieldValues = Record<string, any>, Answer = unknown> {
  open: boolean;
  onClose: () => void;
  /** Title: text or catalogue key. */
  title: string;
  /** The save: called with the form's values and awaited. Reject with an HttpError to report failures. */
  onSubmit: (values: Values) => Promise<Answer>;
  /** Inputs (react-admin inputs or anything using react-hook-form's context). */
  children: ReactNode;
  /** Initial values. */
  record?: Partial<Values>;
  /** Client checks before sending: field → message (empty object = valid). */
  validate?: (values: Values) => Record<string, string | undefined> | Promise<Record<string, string | undefined>>;
  /** Label of the save button (text or key); 'Salva' by default. */
  saveLabel?: string;
  /** Label of the button that closes without saving (text or key); 'Chiudi' by default. */
  closeLabel?: string;
  /** Success toast: text, key or a function of the answer; 'Salvataggio effettuato con successo!' by default; false = none. */
  successMessage?: string | false | ((answer: Answer) => string);
  /** Success toast duration in ms; TIMINGS.toast.saveSuccess (500) by default. */
  successDuration?: number;
  /** Called with the answer after a successful save (then the dialog closes). */
  onSaved?: (answer: Answer) => void;
  /** Also show a refusal (409 / error) as a toast, not only inside the dialog. */
  errorToast?: boolean;
  /** Duration in ms of every error toast of the save (422, refusal, failure); TIMINGS.toast.failure (3000) by default. */
  errorDuration?: number;
  /** Disables the save button; a string also says why (shown beside the buttons). A function decides from the current values. */
  saveDisabled?: boolean | string | ((values: Values) => boolean | string);
  /** The record is still loading / failed to load. */
  loading?: boolean;
  loadError?: boolean;
  /** react-admin resource of the inputs (labels `resources.<name>.fields.<source>`, reference inputs). */
  resource?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** Extra buttons, left of the save button. */
  actions?: ReactNode;
}

/** On a phone (360 px) a dialog keeps 8 px margins instead of 32, so its fields and buttons fit (every dialog's `sx`). */
export const PHONE_FRIENDLY = { '& .MuiDialog-paper': { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined }, maxHeight: { xs: 'calc(100% - 16px)', sm: undefined } } };

export function FormDialog<Values extends FieldValues = Record<string, any>, Answer = unknown>(props: FormDialogProps<Values, Answer>) {
  const { open, onClose, maxWidth = 'sm', resource } = props;
  const titleId = useId();
  // Whether the server is working on a save. Its own flag, held here for the Dialog (no Escape, no click
  // outside meanwhile), and set off together with the refusal's message, so that Escape pressed right
  // after a refusal closes (as useOperation does for the registration dialogs).
  const [saving, setSaving] = useState(false);
  const dialog = (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId} transitionDuration={TIMINGS.dialog} sx={PHONE_FRIENDLY}>
      {/* Mounted only while open (MUI unmounts after the exit transition): each opening starts afresh. */}
      <FormDialogBody {...props} titleId={titleId} saving={saving} setSaving={setSaving} />
    </Dialog>
  );
  return resource ? <ResourceContextProvider value={resource}>{dialog}</ResourceContextProvider> : dialog;
}

function FormDialogBody<Values extends FieldValues, Answer>({
  onClose,
  title,
  onSubmit,
  children,
  record,
  validate,
  saveLabel = 'ra.action.save',
  closeLabel = 'ra.action.close',
  successMessage = 'shell.notify.saved',
  successDuration = TIMINGS.toast.saveSuccess,
  onSaved,
  errorToast = false,
  errorDuration = TIMINGS.toast.failure,
  saveDisabled = false,
  loading = false,
  loadError = false,
  actions,
  titleId,
  saving,
  setSaving,
}: FormDialogProps<Values, Answer> & { titleId: string; saving: boolean; setSaving: (saving: boolean) => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Submits that passed the form's own checks and reached `submit` (SayOwnRefusal tells the others apart).
  const reached = useRef(0);
  const text = (key: string) => translate(key, { _: key });

  const submit = async (values: FieldValues) => {
    reached.current++;
    setServerMessage(null);
    setSaving(true);
    let answer: Answer;
    try {
      answer = await onSubmit(values as Values);
    } catch (error) {
      setSaving(false); // in the same render as the message (or the fields in error)
      const failure = readSaveFailure(error);
      if (failure.fieldErrors) {
        toast.error('shell.notify.invalid_form', { duration: errorDuration });
        return failure.fieldErrors; // react-admin's Form puts them under the inputs
      }
      if (failure.serverMessage) {
        setServerMessage(failure.serverMessage);
        if (errorToast) toast.error(failure.serverMessage, { duration: errorDuration });
      } else toast.error((error as { message?: string })?.message || undefined, { duration: errorDuration });
      return undefined;
    }
    const message = typeof successMessage === 'function' ? successMessage(answer) : successMessage;
    if (message) toast.success(message, { duration: successDuration });
    try {
      onSaved?.(answer);
      onClose();
    } finally {
      setSaving(false);
    }
    return undefined;
  };

  const heading = <DialogTitle id={titleId}>{text(title)}</DialogTitle>;
  const closeButton = (
    <BusyButton onClick={onClose} busy={saving}>
      {text(closeLabel)}
    </BusyButton>
  );
  if (loading || loadError)
    return (
      <>
        {heading}
        <DialogContent dividers role={loadError ? undefined : 'status'} sx={{ py: 4, textAlign: 'center' }}>
          {loadError ? <Alert severity="error">{translate('shell.notify.generic_error')}</Alert> : translate('shell.grid.loading')}
        </DialogContent>
        <DialogActions>{closeButton}</DialogActions>
      </>
    );

  return (
    <Form record={(record ?? {}) as RaRecord} validate={validate as never} onSubmit={submit} disableInvalidFormNotification noValidate>
      {heading}
      <DialogContent dividers ref={contentRef}>
        <FocusAfterRefusal container={contentRef} />
        <SayOwnRefusal reached={reached} say={() => toast.error('shell.notify.invalid_form', { duration: errorDuration })} />
        {serverMessage && (
          <Alert severity="error" role="alert" tabIndex={-1} data-refusal sx={{ mb: 2 }}>
            {serverMessage}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <SaveRow label={text(saveLabel)} saving={saving} saveDisabled={saveDisabled as FormDialogProps['saveDisabled']} whyId={`${titleId}-why`} text={text}>
          {closeButton}
          {actions}
        </SaveRow>
      </DialogActions>
    </Form>
  );
}

/** The buttons, and why the save is disabled when it is. */
function SaveRow({
  label,
  saving,
  saveDisabled = false,
  whyId,
  text,
  children,
}: {
  label: string;
  saving: boolean;
  saveDisabled: FormDialogProps['saveDisabled'];
  whyId: string;
  text: (key: string) => string;
  children: ReactNode;
}) {
  const values = useWatch();
  const { isSubmitting } = useFormState();
  const disabled = typeof saveDisabled === 'function' ? saveDisabled(values) : saveDisabled;
  // Busy (not disabled) from the click, client checks included, to the answer: the pressed button keeps the
  // focus (a disabled one dropped it to <body>, where Escape no longer reached the dialog).
  const busy = saving || isSubmitting;
  const why = typeof disabled === 'string' && disabled && !busy ? text(disabled) : null;
  return (
    <>
      {why && <WhyDisabled id={whyId}>{why}</WhyDisabled>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, ml: 'auto' }}>
        {children}
        <BusyButton type="submit" variant="contained" busy={busy} disabled={!busy && !!disabled} aria-describedby={why ? whyId : undefined}>
          {label}
        </BusyButton>
      </Box>
    </>
  );
}

/**
 * A save refused by the form's own checks (a required field left empty, a validate) never reaches
 * `submit`: it says 'Uno o più campi non sono stati compilati correttamente' as a refusal of the server
 * does (spec 1 §8, the failed certificate save). react-admin's own notice is off (it would come twice
 * with a 422's field errors).
 */
function SayOwnRefusal({ reached, say }: { reached: RefObject<number>; say: () => void }) {
  const { isSubmitting, submitCount, errors } = useFormState();
  const last = useRef({ submitCount, reached: reached.current });
  useEffect(() => {
    if (isSubmitting || submitCount === last.current.submitCount) return;
    const refusedHere = reached.current === last.current.reached && Object.keys(errors).length > 0;
    last.current = { submitCount, reached: reached.current };
    if (refusedHere) say();
  }, [isSubmitting, submitCount, errors, reached, say]);
  return null;
}
