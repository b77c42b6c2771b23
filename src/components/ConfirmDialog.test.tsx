import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';
import { renderWithAdmin } from '../testing/renderWithAdmin';

describe('SI/NO confirm dialog', () => {
  it('asks the delete question by default and answers SI or NO', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithAdmin(<ConfirmDialog open onConfirm={onConfirm} onClose={onClose} />);
    expect(await screen.findByText('Sei sicuro di voler eliminare il record selezionato?')).toBeInTheDocument();
    // The focus starts on NO: an Enter pressed too soon deletes nothing.
    expect(screen.getByRole('button', { name: 'NO' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(onClose).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'SI' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('takes a custom message and disables both answers while loading', async () => {
    renderWithAdmin(<ConfirmDialog open loading message="Sei sicuro di voler eliminare il file selezionato?" onConfirm={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByText('Sei sicuro di voler eliminare il file selezionato?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SI' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'NO' })).toBeDisabled();
  });
});

describe('SI/NO confirm dialog: where the focus goes back', () => {
  it('to the grid that held the row its answer removed, not to the page', async () => {
    const user = userEvent.setup();
    function Grid() {
      const [asking, setAsking] = useState(false);
      const [gone, setGone] = useState(false);
      return (
        <div role="region" tabIndex={0} aria-label="Trasferimenti">
          {!gone && <button onClick={() => setAsking(true)}>Rifiuta</button>}
          <ConfirmDialog
            open={asking}
            onConfirm={() => {
              setGone(true);
              setAsking(false);
            }}
            onClose={() => setAsking(false)}
          />
        </div>
      );
    }
    renderWithAdmin(<Grid />);
    await user.click(await screen.findByRole('button', { name: 'Rifiuta' }));
    await user.click(await screen.findByRole('button', { name: 'SI' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Trasferimenti' })).toHaveFocus());
  });
});
