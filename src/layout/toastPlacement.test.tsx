// Where a toast appears: at the top centre on a computer, at the bottom centre on a phone (360 px),
// where the top is an open dialog's title and first field. The admin's notifications and the access
// pages' alike, with their durations unchanged.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotify } from 'react-admin';
import { renderWithAdmin, screenWidth } from '../testing';
import { ShellNotification } from './ShellNotification';
import ToastView from './access/ToastView';

afterEach(() => vi.unstubAllGlobals());

const Save = () => {
  const notify = useNotify();
  return <button onClick={() => notify('Il comitato non è stato salvato', { type: 'error', autoHideDuration: 3000 })}>Salva</button>;
};

/** The snackbar showing `text`, once it is on screen. */
const toastOf = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('.MuiSnackbar-root')!;

async function adminToastAt(width: number) {
  screenWidth(width);
  renderWithAdmin(
    <>
      <Save />
      <ShellNotification />
    </>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Salva' }));
  return toastOf('Il comitato non è stato salvato');
}

describe('toast placement', () => {
  it('on a phone the admin toast sits at the bottom centre, clear of a dialog title', async () => {
    const toast = await adminToastAt(360);
    expect(toast).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');
  });

  it('on a computer it stays at the top centre', async () => {
    const toast = await adminToastAt(1280);
    expect(toast).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
  });

  it('the access pages place theirs the same way', async () => {
    screenWidth(360);
    const { unmount } = render(<ToastView message="Password aggiornata" kind="success" onClose={() => undefined} />);
    expect(await toastOf('Password aggiornata')).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');
    unmount();
    screenWidth(1280);
    render(<ToastView message="Password aggiornata" kind="success" onClose={() => undefined} />);
    expect(await toastOf('Password aggiornata')).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
  });
});
