// /trasferimentirichiesti (spec 2 §2.6): the club's transfers, one tab 'Trasferimenti', and
// 'Richiedi Trasferimento' for an athlete of another club.
import { RichiediTrasferimento } from './RichiediTrasferimento';
import { TransfersTabs } from './TransfersTabs';

const TABS = [{ tab: 'all' as const, label: 'trasferimenti.tab_club' }];

export default function TrasferimentiRichiestiPage() {
  return <TransfersTabs tabs={TABS} actions={<RichiediTrasferimento />} />;
}
