// A row's ⋮ button says it opens a menu and whether that menu is open (audit: aria-haspopup without
// aria-expanded); a grid keeps one menu for all its rows, so only the row it opened from says open.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowMenu, RowMenuButton, type OpenRowMenu } from './RowMenu';

function Grid() {
  const [menu, setMenu] = useState<OpenRowMenu | null>(null);
  const items = [{ key: 'edit', label: 'Modifica', onClick: () => undefined }];
  return (
    <>
      <RowMenuButton label="Azioni per Rossi Mario" onOpen={(anchor) => setMenu({ anchor, items })} />
      <RowMenuButton label="Azioni per Bianchi Luca" onOpen={(anchor) => setMenu({ anchor, items })} />
      <RowMenu menu={menu} onClose={() => setMenu(null)} />
    </>
  );
}

describe('row menu button', () => {
  it('says closed, then open (controlling the menu) while its menu shows, then closed again', async () => {
    const user = userEvent.setup();
    render(<Grid />);
    const rossi = screen.getByRole('button', { name: 'Azioni per Rossi Mario' });
    const bianchi = screen.getByRole('button', { name: 'Azioni per Bianchi Luca' });
    expect(rossi).toHaveAttribute('aria-haspopup', 'menu');
    expect(rossi).toHaveAttribute('aria-expanded', 'false');
    await user.click(rossi);
    const menu = await screen.findByRole('menu');
    expect(rossi).toHaveAttribute('aria-expanded', 'true');
    expect(rossi).toHaveAttribute('aria-controls', menu.id);
    expect(bianchi).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(rossi).toHaveAttribute('aria-expanded', 'false'));
    expect(rossi).not.toHaveAttribute('aria-controls');
  });
});
