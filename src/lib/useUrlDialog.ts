// A record dialog addressable by URL: `?dialog=<name>&id=<id>` opens it (share or reload the address),
// Back closes it. Opening pushes a history entry; closing goes back to the entry before it when the
// dialog was opened here, and otherwise (opened from a shared link) removes the parameters in place.
//
//   const dialog = useUrlDialog('modificaUtente');
//   <Button onClick={() => dialog.open(record.id)}>Modifica</Button>
//   <EditUtenteDialog open={dialog.isOpen} id={dialog.id} onClose={dialog.close} />
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export interface UrlDialog {
  /** Whether `?dialog=<name>` is in the address. */
  isOpen: boolean;
  /** The `id` parameter (a string, as in the address), or null. */
  id: string | null;
  /** Opens the dialog (optionally for a record): a new history entry. */
  open: (id?: string | number | null) => void;
  /** Closes it: Back when the dialog pushed its entry, else the parameters are removed. */
  close: () => void;
}

const MARK = 'urlDialog';

export function useUrlDialog(name: string): UrlDialog {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isOpen = params.get('dialog') === name;
  const id = isOpen ? params.get('id') : null;
  const pushed = (location.state as Record<string, unknown> | null)?.[MARK] === name;

  const open = useCallback(
    (recordId?: string | number | null) => {
      const next = new URLSearchParams(params);
      next.set('dialog', name);
      if (recordId === undefined || recordId === null || recordId === '') next.delete('id');
      else next.set('id', String(recordId));
      setParams(next, { state: { ...(location.state as object | null), [MARK]: name } });
    },
    [params, setParams, name, location.state],
  );

  const close = useCallback(() => {
    if (!isOpen) return;
    if (pushed) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('dialog');
    next.delete('id');
    setParams(next, { replace: true });
  }, [isOpen, pushed, navigate, params, setParams]);

  return { isOpen, id, open, close };
}
