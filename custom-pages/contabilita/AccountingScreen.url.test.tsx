// The accounting screens keep their open tab in the address (?tab=<key>): a reload or a copied link
// opens the same tab; only that tab's grid is drawn (and asks the server).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithAdmin } from '../../src/testing';
import { AccountingScreen, type AccountingTab } from './AccountingScreen';

const TABS: AccountingTab[] = [
  { key: 'bonus', label: 'contabilita.tabs.bonus', render: () => <p>griglia bonus</p> },
  { key: 'contabilita', label: 'contabilita.tabs.contabilita', render: () => <p>griglia contabilita</p> },
  { key: 'gemellaggi', label: 'contabilita.tabs.gemellaggi', render: () => <p>griglia gemellaggi</p> },
];
const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
};
const open = (url: string) =>
  renderWithAdmin(
    <>
      <AccountingScreen title="contabilita.societa.title" tabs={TABS} />
      <Where />
    </>,
    { path: '/situazionecontabile', url },
  );

describe('accounting screen, tab in the address', () => {
  it('opens the tab of ?tab= (a reload, a copied link)', async () => {
    open('/situazionecontabile?tab=gemellaggi');
    expect(await screen.findByRole('tab', { name: 'Gemellaggi' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('griglia gemellaggi')).toBeInTheDocument();
    expect(screen.queryByText('griglia bonus')).toBeNull();
  });

  it('writes the tab chosen; the first tab leaves the parameter out; an unknown one opens the first', async () => {
    const user = userEvent.setup();
    open('/situazionecontabile?tab=nessuno');
    expect(await screen.findByRole('tab', { name: 'Bonus' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Contabilita' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/situazionecontabile?tab=contabilita');
    expect(screen.getByText('griglia contabilita')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bonus' }));
    expect(screen.getByTestId('where').textContent).toBe('/situazionecontabile');
  });
});
