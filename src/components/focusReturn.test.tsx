// Closing a dialog gives the focus back to what opened it only once that is no longer hidden: MUI
// hides the page behind a modal (aria-hidden) until the closing animation ends but moved the focus
// back as it started, which Chromium refuses ('Blocked aria-hidden on an element because its
// descendant retained focus': Escape in 'Configura Causale'). Every dialog gets it from the theme.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { ConfirmDialog } from './ConfirmDialog';
import { renderWithAdmin } from '../testing/renderWithAdmin';

/** Records, each time `el` takes the focus, the aria-hidden element around it (null: none). */
function hiddenWhenFocused(el: HTMLElement) {
  const seen: (Element | null)[] = [];
  el.addEventListener('focus', () => seen.push(el.closest('[aria-hidden="true"]')));
  return seen;
}

function Opener({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Modifica</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="causale-title">
        <DialogTitle id="causale-title">Configura Causale</DialogTitle>
        <DialogActions>
          {nested && <Button onClick={() => setAsking(true)}>Elimina</Button>}
          <Button onClick={() => setOpen(false)}>Annulla</Button>
        </DialogActions>
        <ConfirmDialog open={asking} onConfirm={() => setAsking(false)} onClose={() => setAsking(false)} />
      </Dialog>
    </>
  );
}

describe('focus back after a dialog closes', () => {
  it('Escape: the focus goes back to the opener, which is no longer inside an aria-hidden element', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Opener />);
    const opener = screen.getByRole('button', { name: 'Modifica' });
    const seen = hiddenWhenFocused(opener);
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Configura Causale' });
    await waitFor(() => expect(dialog.closest('.MuiModal-root')).toContainElement(document.activeElement as HTMLElement));
    seen.length = 0;
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    expect(seen).toEqual([null]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Configura Causale' })).toBeNull());
    expect(opener.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('a question over a dialog: NO gives the focus back inside the dialog, which is shown again, the page behind it still hidden', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Opener nested />);
    const page = screen.getByRole('button', { name: 'Modifica' });
    page.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Configura Causale' });
    const elimina = within(dialog).getByRole('button', { name: 'Elimina' });
    const seen = hiddenWhenFocused(elimina);
    elimina.focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Conferma' });
    await user.click(within(confirm).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(elimina).toHaveFocus());
    expect(seen.at(-1)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conferma' })).toBeNull());
    expect(page.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
