// /trasferimenti (spec 2 §2.6): 'In attesa di Approvazione' and 'Storico'.
import { TransfersTabs } from './TransfersTabs';

const TABS = [
  { tab: 'pending' as const, label: 'trasferimenti.tab_pending' },
  { tab: 'storico' as const, label: 'trasferimenti.tab_storico' },
];

export default function TrasferimentiPage() {
  return <TransfersTabs tabs={TABS} />;
}
