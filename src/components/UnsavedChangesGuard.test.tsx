// Leaving a form with unsaved changes asks first (resilience audit: typed changes were discarded
// without a word by a click on another record or on the sidebar).
import { useRef, useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { i18nProvider } from '../providers/i18nProvider';
import { theme } from '../layout/theme';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

function EditForm() {
  const [phone, setPhone] = useState('');
  const saved = useRef(false);
  const navigate = useNavigate();
  return (
    <>
      <UnsavedChangesGuard when={() => !saved.current && phone !== ''} />
      <label>
        Telefono
        <input value={phone} onChange={(e) => setPhone(e.target.value)} />
      </label>
      <button
        onClick={() => {
          saved.current = true;
          navigate('/anagrafica/8');
        }}
      >
        Salva
      </button>
      <Link to="/anagrafica/9">Altro tesserato</Link>
    </>
  );
}

function renderForm() {
  // As the app (src/main.tsx): react-admin inside a data router.
  const router = createMemoryRouter(
    [
      {
        element: (
          <AdminContext theme={theme} i18nProvider={i18nProvider}>
            <Outlet />
          </AdminContext>
        ),
        children: [
          { path: '/anagrafica/7', element: <EditForm /> },
          { path: '/anagrafica/:id', element: <p>Pagina del tesserato</p> },
        ],
      },
    ],
    { initialEntries: ['/anagrafica/7'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('unsaved changes', () => {
  it('leaving with typed changes asks; NO stays with them, SI leaves', async () => {
    const router = renderForm();
    fireEvent.change(screen.getByLabelText('Telefono'), { target: { value: '0612345678' } });
    fireEvent.click(screen.getByRole('link', { name: 'Altro tesserato' }));
    const question = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    expect(question).toHaveTextContent('Le modifiche non salvate andranno perse. Vuoi uscire senza salvare?');
    fireEvent.click(screen.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/anagrafica/7');
    expect(screen.getByLabelText('Telefono')).toHaveValue('0612345678');
    fireEvent.click(screen.getByRole('link', { name: 'Altro tesserato' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Modifiche non salvate' })).getByRole('button', { name: 'SI' }));
    expect(await screen.findByText('Pagina del tesserato')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/anagrafica/9');
  });

  it('leaves without a question when nothing was typed, or right after a save', async () => {
    const router = renderForm();
    fireEvent.click(screen.getByRole('link', { name: 'Altro tesserato' }));
    expect(await screen.findByText('Pagina del tesserato')).toBeInTheDocument();
    await router.navigate('/anagrafica/7');
    fireEvent.change(await screen.findByLabelText('Telefono'), { target: { value: '0612345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Pagina del tesserato')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks the browser's question when the tab is closed with typed changes only", () => {
    renderForm();
    const closing = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(closing()).toBe(false);
    fireEvent.change(screen.getByLabelText('Telefono'), { target: { value: '06' } });
    expect(closing()).toBe(true);
  });
});
