// 'Esporta' of the accounting grids (spec 2 §7: "Exports add &export=excel plus search filters"):
// queues the export of the list the grid shows, with the grid's own query, and the header's exports
// dialog shows it (useStartExport). Shown only to the users the server lets call that list: `access`
// is the list's declared access (any of them), as server/ledger/access.ts and server/societa/twinnings.ts
// declare it; a user who reaches the screen through its menu item alone would get a 403.
//   <ExportButton path="transazionicartacredito" query={{ type, season }} access={LEDGER_READ} />
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hasAbility } from '../../resources/abilities';
import { useStartExport } from '../../src/components/exports';
import { useAbilities } from '../../src/lib';

/** Who may read (and so export) the accounting lists, and the twinning list: the server's declared access. */
export { LEDGER_ACCESS as LEDGER_READ, GEMELLAGGI_ACCESS as TWINNING_READ } from '../../resources/contracts/contabilita';

export interface ExportButtonProps {
  /** The list call (its path, without /api). */
  path: string;
  /** The grid's query: its filters, season and type; page and paginate are not sent. */
  query: Record<string, string | number | undefined>;
  access: readonly string[];
}

export function ExportButton({ path, query, access }: ExportButtonProps) {
  const translate = useTranslate();
  const startExport = useStartExport();
  const abilities = useAbilities();
  if (!access.some((a) => hasAbility(abilities, a))) return null;
  return (
    <Button size="small" onClick={() => void startExport(path, query)}>
      {translate('contabilita.export')}
    </Button>
  );
}
