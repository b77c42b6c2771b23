// Club accounting screen, /situazionecontabile (spec 2 §2.3): Bonus, Contabilita, Contabilita da
// approvare, Pagamenti Online, Gemellaggi. Administrators see every club; a club user its own club
// (its own twinning links in Gemellaggi, where only a system administrator approves or rejects).
import { isAdmin, useSession } from '../../src/lib';
import type { Party } from './api';
import { AccountingScreen } from './AccountingScreen';
import { GemellaggiTab } from './GemellaggiTab';
import { PartiteGrid } from './PartiteGrid';
import { TransazioniGrid } from './TransazioniGrid';
import { WalletPanel } from './WalletPanel';
import { WalletsGrid } from './WalletsGrid';

export default function SituazioneContabilePage() {
  const session = useSession();
  const admin = isAdmin(session);
  const societaId = session.profile?.societa_id ?? null;
  const party: Party | null = !admin && societaId ? { type: 'societa', id: societaId } : null;
  return (
    <AccountingScreen
      title="contabilita.societa.title"
      tabs={[
        { key: 'bonus', label: 'contabilita.tabs.bonus', render: (active) => (party ? <WalletPanel party={party} active={active} /> : <WalletsGrid side="societa" active={active} />) },
        { key: 'contabilita', label: 'contabilita.tabs.contabilita', render: (active) => <PartiteGrid party={party} side="societa" status="completed" admin={admin} active={active} /> },
        { key: 'da_approvare', label: 'contabilita.tabs.da_approvare', render: (active) => <PartiteGrid party={party} side="societa" status="progress" admin={admin} active={active} /> },
        { key: 'pagamenti', label: 'contabilita.tabs.pagamenti_online', render: (active) => <TransazioniGrid type="societa" admin={admin} active={active} /> },
        { key: 'gemellaggi', label: 'contabilita.tabs.gemellaggi', render: (active) => <GemellaggiTab active={active} /> },
      ]}
    />
  );
}
