// A button that keeps the keyboard focus while its work runs. `busy` marks it aria-disabled and makes it
// ignore clicks (also a form's submission: a click, or Enter in one of its fields), as the access pages'
// AccessButton does; `disabled` would drop the focus to <body> in the middle of a save (audit: the
// member form's 'Salva Tesserato'). `disabled` stays for a button that cannot act at all.
import { Button, type ButtonProps } from '@mui/material';

export interface BusyButtonProps extends ButtonProps {
  busy?: boolean;
}

const BUSY_STYLE = { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } } as const;

export function BusyButton({ busy = false, onClick, sx, ...rest }: BusyButtonProps) {
  return (
    <Button
      {...rest}
      aria-disabled={busy || undefined}
      sx={[BUSY_STYLE, ...(Array.isArray(sx) ? sx : [sx])]}
      onClick={(e) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
    />
  );
}
