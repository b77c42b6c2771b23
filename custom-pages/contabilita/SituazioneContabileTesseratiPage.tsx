// Member accounting screen, /situazionecontabiletesserati (spec 2 §2.4): Portafogli, Contabilita,
// Contabilita da approvare, Carta di credito. Administrators see every person; a person itself.
import { isAdmin, useSession } from '../../src/lib/session';
import type { Party } from './api';
import { AccountingScreen } from './AccountingScreen';
import { PartiteGrid } from './PartiteGrid';
import { TransazioniGrid } from './TransazioniGrid';
import { WalletPanel } from './WalletPanel';
import { WalletsGrid } from './WalletsGrid';

export default function SituazioneContabileTesseratiPage() {
  const session = useSession();
  const admin = isAdmin(session);
  const anagraficaId = session.profile?.anagrafica_id ?? null;
  const party: Party | null = !admin && anagraficaId ? { type: 'anagrafica', id: anagraficaId } : null;
  return (
    <AccountingScreen
      title="contabilita.tesserati.title"
      tabs={[
        { key: 'portafogli', label: 'contabilita.tabs.portafogli', render: (active) => (party ? <WalletPanel party={party} active={active} /> : <WalletsGrid side="anagrafica" active={active} />) },
        { key: 'contabilita', label: 'contabilita.tabs.contabilita', render: (active) => <PartiteGrid party={party} side="anagrafica" status="completed" admin={admin} active={active} /> },
        { key: 'da_approvare', label: 'contabilita.tabs.da_approvare', render: (active) => <PartiteGrid party={party} side="anagrafica" status="progress" admin={admin} active={active} /> },
        { key: 'carta', label: 'contabilita.tabs.carta_credito', render: (active) => <TransazioniGrid type="anagrafica" admin={admin} active={active} /> },
      ]}
    />
  );
}
