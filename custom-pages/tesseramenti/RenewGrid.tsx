// One collapsible renewal grid of the Rinnovi tab (Atleti / Dirigenti / Consiglio Direttivo):
// selectable rows, the bulk button and a per-row 'Rinnova' (spec 2 §2.1). Without `onRenew` (a user
// who may not renew) the rows only: no selection, no button.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Button, Checkbox, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatEuro } from '../../src/lib';
import { ActionsHeaderCell, GridMessageRow } from '../../src/components';
import type { RenewRow } from './api';

export interface RenewGridProps {
  title: string;
  bulkLabel: string;
  rows: RenewRow[];
  busy: boolean;
  /** Renews the given rows; absent, the grid is read-only (the user may not call the renewal, spec 2 §6). */
  onRenew?: (ids: number[]) => void;
  /** The rows are not read yet: no count, the shared loading row. */
  loading?: boolean;
  /** A read is in flight (the first or a reload after a renewal): the table is aria-busy. */
  fetching?: boolean;
  /** What the failed read said: shown instead of a count and an empty table. */
  failure?: string | null;
}

export function RenewGrid({ title, bulkLabel, rows, busy, onRenew, loading = false, fetching = loading, failure = null }: RenewGridProps) {
  const translate = useTranslate();
  const [picked, setPicked] = useState<number[]>([]);
  // Rows renewed (or gone) since they were ticked leave the selection with the reload.
  // A row the server says cannot be renewed (motivo) is shown with its reason, never selected.
  const renewable = rows.filter((r) => !r.motivo);
  const selected = picked.filter((id) => renewable.some((r) => r.id === id));
  const all = renewable.length > 0 && selected.length === renewable.length;
  const toggle = (id: number) => setPicked(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  // '(0)' and 'Nessun tesserato da rinnovare' only once the rows are read.
  const known = !loading && !failure;
  const message = loading ? translate('shell.grid.loading') : known && rows.length === 0 ? translate('tesseramenti.renew.empty') : null;
  const columns = onRenew ? 6 : 4;
  return (
    <Accordion defaultExpanded>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="subtitle1">
          {translate(title)}
          {known && ` (${rows.length})`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {onRenew && (
          <Stack direction="row" sx={{ mb: 1 }}>
            <Button variant="contained" disabled={busy || !selected.length} onClick={() => onRenew(selected)}>
              {translate(bulkLabel)}
            </Button>
          </Stack>
        )}
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        )}
        <TableContainer sx={{ maxHeight: 400 }} tabIndex={0}>
          <Table size="small" stickyHeader aria-label={translate(title)} aria-busy={fetching} sx={{ minWidth: 540 }}>
            <TableHead>
              <TableRow>
                {onRenew && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={all}
                      disabled={renewable.length === 0}
                      indeterminate={!all && selected.length > 0}
                      onChange={() => setPicked(all ? [] : renewable.map((r) => r.id))}
                      slotProps={{ input: { 'aria-label': translate('tesseramenti.renew.select_all') } }}
                    />
                  </TableCell>
                )}
                <TableCell>{translate('tesseramenti.renew.col_nome')}</TableCell>
                <TableCell>{translate('tesseramenti.renew.col_matricola')}</TableCell>
                <TableCell>{translate('tesseramenti.renew.col_tipologia')}</TableCell>
                <TableCell>{translate('tesseramenti.renew.col_importo')}</TableCell>
                {onRenew && <ActionsHeaderCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {message && <GridMessageRow colSpan={columns}>{message}</GridMessageRow>}
              {rows.map((r) => (
                <TableRow key={r.id} data-testid={`renew-row-${r.id}`}>
                  {onRenew && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(r.id)}
                        disabled={!!r.motivo}
                        onChange={() => toggle(r.id)}
                        slotProps={{ input: { 'aria-label': translate('tesseramenti.renew.select', { name: r.nome_completo }), 'aria-describedby': r.motivo ? `renew-why-${r.id}` : undefined } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>{r.nome_completo}</TableCell>
                  <TableCell>{r.matricola}</TableCell>
                  <TableCell>
                    {r.tipologia_tesseramento_nome}
                    {r.motivo && (
                      <Typography id={`renew-why-${r.id}`} variant="caption" component="div" color="warning.dark">
                        {r.motivo}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatEuro(r.importo)}</TableCell>
                  {onRenew && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" disabled={busy || !!r.motivo} onClick={() => onRenew([r.id])} aria-label={translate('tesseramenti.renew.rinnova_row', { name: r.nome_completo })}>
                        {translate('tesseramenti.renew.rinnova')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </AccordionDetails>
    </Accordion>
  );
}
