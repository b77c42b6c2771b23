// One inline edit is one save, and a keyboard edit leaves the focus on the pencil.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InlineDescription } from './InlineDescription';

const setup = (onSave = vi.fn(async () => undefined)) => {
  render(<InlineDescription value="Vecchia" onSave={onSave} label="Descrizione" editLabel="Modifica descrizione" />);
  return { onSave, user: userEvent.setup() };
};

describe('InlineDescription', () => {
  it('Enter saves once and gives the focus back to the pencil', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Modifica descrizione' }));
    const field = screen.getByRole('textbox', { name: 'Descrizione' });
    await user.clear(field);
    await user.type(field, 'Nuova{Enter}');
    expect(await screen.findByRole('button', { name: 'Modifica descrizione' })).toHaveFocus();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('Nuova');
  });

  it('leaving the field saves once; Escape saves nothing', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Modifica descrizione' }));
    await user.type(screen.getByRole('textbox', { name: 'Descrizione' }), ' bis');
    await user.tab();
    expect(await screen.findByRole('button', { name: 'Modifica descrizione' })).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('Vecchia bis');
    await user.click(screen.getByRole('button', { name: 'Modifica descrizione' }));
    await user.type(screen.getByRole('textbox', { name: 'Descrizione' }), ' ter{Escape}');
    expect(await screen.findByRole('button', { name: 'Modifica descrizione' })).toHaveFocus();
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
