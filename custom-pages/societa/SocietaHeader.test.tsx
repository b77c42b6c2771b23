// The club header's affiliation button (spec 2 §2.1, §7 getcostoaffiliazione, §8): the cost is confirmed
// SI/NO; an answer with the error flag (api() throws it) shows its message instead.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { SocietaHeader } from './SocietaHeader';
import { societa } from './testFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [] });
});

const notAffiliated = societa({
  stato_affiliazione: {
    affiliata: false,
    azione: 'nuova',
    rinnovi_aperti: true,
    rinnovo_affiliazione_possibile: true,
    data_ultima_rinnovo_affiliazione: '2027-01-25',
    richiesta_in_attesa: false,
  },
});

async function clickAffiliation(answer: object) {
  session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
  server.use(http.get('*/api/societa/7/getcostoaffiliazione', () => HttpResponse.json(answer)));
  const user = userEvent.setup();
  renderWithAdmin(<SocietaHeader societa={notAffiliated} onEdit={() => undefined} onChanged={() => undefined} />, { notifications: true });
  await user.click(screen.getByRole('button', { name: 'Nuova Affiliazione' }));
}

describe('affiliation button', () => {
  it('asks to confirm the cost of the season', async () => {
    await clickAffiliation({ error: false, message: 'Affiliazione', importo: 190 });
    expect(await screen.findByText('Il costo di affiliazione è pari a 190,00 euro. Vuoi proseguire?')).toBeInTheDocument();
  });

  it('shows the message of an answer with the error flag and asks nothing', async () => {
    await clickAffiliation({ error: true, message: 'Costo di affiliazione non configurato per la stagione selezionata', importo: null });
    expect(await screen.findByText('Costo di affiliazione non configurato per la stagione selezionata')).toBeInTheDocument();
    expect(screen.queryByText(/Il costo di affiliazione è pari a/)).toBeNull();
  });
});
