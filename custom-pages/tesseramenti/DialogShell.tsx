// The form-dialog shell of this area's dialogs (until the shared FormDialog lands): title, the
// server message of a failure (focused, or the field in error), Annulla / Salva, busy while the server works, and why
// Salva is disabled when it is (as FormDialog says it). A server
// field error for a field the dialog does not show under an input is listed in the message with its
// label, so a refusal never ends in 'Uno o più campi…' with nothing marked.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { BusyButton, focusFirstError, PHONE_FRIENDLY, WhyDisabled } from '../../src/components';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';

export interface DialogShellProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSave: () => void;
  /** Server message of the last failure. */
  error?: string | null;
  /** First message of each field of the last failure (useOperation's fieldErrors). */
  fieldErrors?: Record<string, string>;
  /** The fields whose errors the dialog shows under its inputs; the others are listed in the message. */
  placed?: readonly string[];
  saving?: boolean;
  /**
   * Salva is disabled: a text or catalogue key saying why (shown beside the buttons and read with the
   * button), or true for the required fields (marked *) not yet filled.
   */
  saveDisabled?: boolean | string;
  children: ReactNode;
}

/** The label of a field of the area's calls: the catalogue's, an optional module's answer ('moduli_opzionali.T4.x'), else its name. */
function useFieldLabel() {
  const translate = useTranslate();
  return (field: string) => {
    const last = field.split('.').pop()!;
    return translate(`tesseramenti.fields.${field}`, { _: '' }) || translate(`tesseramenti.transfer.extra.${last}`, { _: '' }) || translate(`tesseramenti.fields.${last}`, { _: field });
  };
}

/** One empty object (a new `{}` at each render would count as a new refusal and take the focus back). */
const NO_FIELD_ERRORS: Record<string, string> = {};

export function DialogShell({ open, title, onClose, onSave, error, fieldErrors = NO_FIELD_ERRORS, placed = [], saving, saveDisabled, children }: DialogShellProps) {
  const translate = useTranslate();
  const label = useFieldLabel();
  const id = `dlg-${title.replace(/\W+/g, '-')}`;
  const unplaced = Object.entries(fieldErrors).filter(([field]) => !placed.includes(field));
  // A disabled button is skipped by Tab: why it is disabled is said in text beside it, for everyone.
  const why = saveDisabled && !saving ? translate(saveDisabled === true ? 'tesseramenti.save_blocked' : saveDisabled, { _: saveDisabled === true ? '' : saveDisabled }) : null;
  const whyId = `${id}-why`;
  // A refusal takes the focus to what to correct (a field in error, else the message), as FormDialog does.
  const contentRef = useRef<HTMLDivElement | null>(null);
  const refused = !!error || unplaced.length > 0 || Object.keys(fieldErrors).length > 0;
  useEffect(() => {
    if (refused && !saving) focusFirstError(contentRef.current);
  }, [refused, saving, error, fieldErrors]);
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={id} fullWidth maxWidth="sm" transitionDuration={{ enter: 300, exit: 200 }} sx={PHONE_FRIENDLY}>
      <DialogTitle id={id}>{translate(title, { _: title })}</DialogTitle>
      <DialogContent ref={contentRef}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {(error || unplaced.length > 0) && (
            <Alert severity="error" data-testid="dialog-error" tabIndex={-1} data-refusal>
              {error}
              {unplaced.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {unplaced.map(([field, message]) => (
                    <li key={field}>
                      {label(field)}: {message}
                    </li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {why && <WhyDisabled id={whyId}>{why}</WhyDisabled>}
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          {/* Busy, not disabled, while the server works: the pressed button keeps the focus (a disabled one
              dropped it to <body>, where Escape no longer reached the dialog). */}
          <BusyButton onClick={onClose} busy={saving}>
            {translate('tesseramenti.cancel')}
          </BusyButton>
          <BusyButton variant="contained" onClick={onSave} busy={saving} disabled={!saving && !!saveDisabled} aria-describedby={why ? whyId : undefined}>
            {translate('tesseramenti.save')}
          </BusyButton>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
