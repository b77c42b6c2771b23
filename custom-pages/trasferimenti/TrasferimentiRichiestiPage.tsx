// /trasferimentirichiesti (spec 2 §2.6): the club's transfers, one tab 'Trasferimenti'.
import { TransfersTabs } from './TransfersTabs';

const TABS = [{ tab: 'all' as const, label: 'trasferimenti.tab_club' }];

export default function TrasferimentiRichiestiPage() {
  return <TransfersTabs tabs={TABS} />;
}
