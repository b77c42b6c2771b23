// The member's money tabs (spec 2 §2.5), built from the money core's components
// (custom-pages/contabilita): Contabilita = wallet bonus and completed entries; Versamenti in
// Approvazione = entries awaiting approval, with approve and reject.
import { Stack } from '@mui/material';
import { PartiteGrid, WalletPanel } from '../../contabilita';
import { isAdmin, session } from '../../../src/lib';
import { registerMoneyTab, type MoneyTabProps } from '../mounts';

/** A member's wallet is shown to the member and to the administrators (a club does not read it). */
const seesWallet = (id: number) => {
  const s = session.get();
  return isAdmin(s) || (s.userType === 'anagrafica' && Number(s.userData?.id) === id);
};

function ContabilitaTab({ party }: MoneyTabProps) {
  return (
    <Stack spacing={2}>
      {seesWallet(party.id) && <WalletPanel party={party} admin={isAdmin()} />}
      <PartiteGrid party={party} status="completed" />
    </Stack>
  );
}

const VersamentiTab = ({ party }: MoneyTabProps) => <PartiteGrid party={party} status="progress" />;

registerMoneyTab('contabilita', ContabilitaTab);
registerMoneyTab('versamenti', VersamentiTab);
