// The permissions grid of /utente/{id} at 360 px: 'Rimuovi Permessi' is an icon there (the words pushed
// the column past the screen's edge), still named with its row; wider screens keep the words.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screenWidth } from '../../src/testing';
import { PermessiGrid, type ApplicationPermissions } from './PermessiGrid';

const group: ApplicationPermissions = {
  application_id: 1,
  descrizione: 'Tesserati',
  permissions: [
    { application_id: 1, application_codice: 'tesserati', application_descrizione: 'Tesserati', permission_id: 10, codice: 'anagrafica', descrizione: 'Anagrafica', read: true, write: false },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('permissions grid', () => {
  it('at 360 px the remove action is an icon button named with its row', async () => {
    screenWidth(360);
    const onRemove = vi.fn();
    renderWithAdmin(<PermessiGrid group={group} onRemove={onRemove} />);
    const button = await screen.findByRole('button', { name: 'Rimuovi Permessi: Anagrafica' });
    expect(button).not.toHaveTextContent('Rimuovi Permessi');
    expect(within(button).getByTestId('RemoveModeratorIcon')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onRemove).toHaveBeenCalledWith(group.permissions[0]);
  });

  it('at 1280 px it keeps its words', async () => {
    screenWidth(1280);
    renderWithAdmin(<PermessiGrid group={group} onRemove={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Rimuovi Permessi: Anagrafica' })).toHaveTextContent('Rimuovi Permessi');
  });
});
