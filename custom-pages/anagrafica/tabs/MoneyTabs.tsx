// The member's money tabs (spec 2 §2.5), built from the money core's components
// (custom-pages/contabilita): Contabilita = wallet bonus and completed entries; Versamenti in
// Approvazione = entries awaiting approval, with approve and reject.
import { Stack } from '@mui/material';
import { PartiteGrid, WalletPanel } from '../../contabilita';
import { isAdmin } from '../../../src/lib';
import { registerMoneyTab, type MoneyTabProps } from '../mounts';

function ContabilitaTab({ party }: MoneyTabProps) {
  return (
    <Stack spacing={2}>
      <WalletPanel party={party} admin={isAdmin()} />
      <PartiteGrid party={party} status="completed" />
    </Stack>
  );
}

const VersamentiTab = ({ party }: MoneyTabProps) => <PartiteGrid party={party} status="progress" />;

registerMoneyTab('contabilita', ContabilitaTab);
registerMoneyTab('versamenti', VersamentiTab);
