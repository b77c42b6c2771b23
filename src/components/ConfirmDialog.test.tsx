import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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
