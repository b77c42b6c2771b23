// The single-record page (Configurazioni Generali, spec 2 §2.8): its toggles, 'Salva Configurazioni',
// and after a successful save the page reloads with 'Le configurazioni sono state salvate correttamente'
// shown after the reload (spec 1 §8); a refused save stays on the page with its message.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurazionigenerali } from '../../resources/reference/configurazionigenerali';
import { pageReload, takeNoticeAfterReload } from '../lib/reloadPage';
import { session } from '../lib/session';
import { fakeProvider, renderScreen, type Row } from './testing';

const record: Row = {
  id: 1,
  rinnovi_automatici: false,
  rinnovi_automatici_stranieri: false,
  abilita_carrello: true,
  vincolo_rinnovo: false,
  vincolo_rinnovo_id: null,
  only_admin_can_increment: false,
};

beforeEach(() => {
  session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
  // GET configurazionigenerali answers the record (the page reads it outside the dataProvider).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(record), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  takeNoticeAfterReload();
});

const save = async () => {
  fireEvent.click(await screen.findByRole('switch', { name: 'Rinnovi Automatici' }));
  fireEvent.click(screen.getByRole('button', { name: 'Salva Configurazioni' }));
};

describe('Configurazioni Generali', () => {
  it('a successful save reloads the page, the success message shown after the reload', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const provider = fakeProvider([record]);
    renderScreen(configurazionigenerali, provider);
    await save();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(provider.update.mock.calls[0][1]).toMatchObject({ id: 1, data: { rinnovi_automatici: true } });
    expect(takeNoticeAfterReload()).toEqual({ message: 'Le configurazioni sono state salvate correttamente', kind: 'success' });
  });

  it('a refused save does not reload: its message stays on the page', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const message = 'Configurazione non modificabile';
    const provider = fakeProvider([record], { update: vi.fn(async () => Promise.reject(new HttpError(message, 409, { error: true, message, errorMessage: message }))) });
    renderScreen(configurazionigenerali, provider);
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(provider.update).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    expect(takeNoticeAfterReload()).toBeNull();
  });
});
