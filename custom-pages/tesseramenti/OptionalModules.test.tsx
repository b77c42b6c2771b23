// The optional module forms of the transfer dialog: the answers go out under the names of the module's
// extra data (the printed form reads them), and a name field shows only while its toggle says so.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from '../../src/testing';
import { answeredExtras } from '../../resources/contracts/tesseramenti.ts';
import { OptionalModules, type OptionalValues } from './OptionalModules';

let last: OptionalValues = {};
function Harness() {
  const [value, setValue] = useState<OptionalValues>({});
  last = value;
  return <OptionalModules value={value} onChange={setValue} />;
}

describe('optional module forms', () => {
  it('T1.1 records the eligibility answers under their spec names, with the name fields shown only when they apply', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Harness />);
    await user.click(await screen.findByRole('switch', { name: 'Modulo T1.1' }));
    // Not eligible for Italy (toggle off): the second nationality is asked; no other federation yet.
    expect(screen.getByRole('textbox', { name: 'Seconda nazionalità' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Federazione di provenienza' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Seconda nazionalità' }), 'Francese');
    await user.click(screen.getByRole('switch', { name: 'Nato in Italia' }));
    await user.click(screen.getByRole('switch', { name: 'In Italia da almeno 36 mesi' }));
    await user.click(screen.getByRole('switch', { name: 'Deroga allenatore' }));
    await user.click(screen.getByRole('switch', { name: 'Proveniente da federazione straniera' }));
    await user.type(screen.getByRole('textbox', { name: 'Federazione di provenienza' }), 'FFHB');
    expect(last['T1.1']).toEqual({
      seconda_nazionalita_nome: 'Francese',
      nato_in_italia: true,
      italia_more_time: true,
      deroga_allenatore: true,
      provenienza_fed_straniera: true,
      provenienza_fed_straniera_nome: 'FFHB',
    });
    // Eligible for Italy after all: the second nationality is neither asked nor kept.
    await user.click(screen.getByRole('switch', { name: 'Convocabile nelle squadre nazionali italiane' }));
    expect(screen.queryByRole('textbox', { name: 'Seconda nazionalità' })).toBeNull();
    expect(last['T1.1']).not.toHaveProperty('seconda_nazionalita_nome');
    expect(last['T1.1']).toMatchObject({ convocabile_italia: true });
  });

  it('T4 asks for the previous club and the official report under no_referto_ufficiale', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Harness />);
    await user.click(await screen.findByRole('switch', { name: 'Modulo T4' }));
    expect(screen.getByRole('textbox', { name: 'Società precedente' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Nessun referto ufficiale' }));
    expect(last.T4).toEqual({ no_referto_ufficiale: true });
  });
});

describe('answeredExtras (printed form, read-only dialog)', () => {
  it('lists the known answers in the form order, skipping the unanswered and the hidden ones', () => {
    const shown = answeredExtras({ convocabile_italia: true, seconda_nazionalita_nome: 'Francese', nato_in_italia: false, deroga_arbitro: true, ignoto: 1, italia_more_time: null });
    expect(shown.map((f) => f.key)).toEqual(['nato_in_italia', 'convocabile_italia', 'deroga_arbitro']);
    expect(answeredExtras({ provenienza_fed_straniera: true, provenienza_fed_straniera_nome: 'FFHB' }).map((f) => f.label)).toEqual([
      'Proveniente da federazione straniera',
      'Federazione di provenienza',
    ]);
  });
});
