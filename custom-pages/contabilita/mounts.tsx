// The accounting grids in the club screen's Contabilita and Versamenti in Approvazione tabs (spec 2
// §2.1): wallet with increase/decrease, 'Ricavi custom' for administrators, completed entries; all
// the club's entries. Registered in the club screen's mount points (custom-pages/societa/mounts.tsx).
import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isAdmin, useMayCall, useSession } from '../../src/lib';
import { LEDGER_WRITE } from '../../resources/contracts/contabilita';
import { registerSocietaMount, type SocietaTabProps } from '../societa';
import { CustomCostDialog } from './dialogs/CustomCostDialog';
import { PartiteGrid } from './PartiteGrid';
import { WalletPanel } from './WalletPanel';

function SocietaContabilita({ societaId }: SocietaTabProps) {
  const translate = useTranslate();
  const admin = isAdmin(useSession());
  // 'Ricavi custom' (POST partitacontabile) needs the accounting Write flag, as its route declares.
  const mayWrite = useMayCall(LEDGER_WRITE);
  const mayCharge = admin && mayWrite;
  const party = { type: 'societa' as const, id: societaId };
  const [custom, setCustom] = useState(false);
  return (
    // minmax(0, 1fr): the column keeps the tab's width, so a wide grid scrolls in its own box
    // instead of widening the page (a grid track grows to its content's width by default).
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {/* Spec 2 §2.1: 'Bonus Attuale' (the tab's own line), 'Ricavi custom', 'Incrementa Bonus', 'Decrementa Bonus', completed entries. */}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {mayCharge && (
          <Button variant="outlined" onClick={() => setCustom(true)}>
            {translate('contabilita.action.custom_cost')}
          </Button>
        )}
        <WalletPanel party={party} admin={admin} compact />
      </Stack>
      <PartiteGrid party={party} status="completed" admin={admin} />
      {custom && <CustomCostDialog party={party} onClose={() => setCustom(false)} />}
    </Box>
  );
}

function SocietaVersamenti({ societaId }: SocietaTabProps) {
  const admin = isAdmin(useSession());
  return <PartiteGrid party={{ type: 'societa', id: societaId }} admin={admin} />;
}

registerSocietaMount('contabilita', SocietaContabilita);
registerSocietaMount('versamenti', SocietaVersamenti);
