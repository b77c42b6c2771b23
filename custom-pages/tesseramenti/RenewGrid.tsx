// One collapsible renewal grid of the Rinnovi tab (Atleti / Dirigenti / Consiglio Direttivo):
// selectable rows, the bulk button and a per-row 'Rinnova' (spec 2 §2.1).
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Accordion, AccordionDetails, AccordionSummary, Button, Checkbox, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatEuro } from '../../src/lib';
import { ActionsHeaderCell } from '../../src/components';
import type { RenewRow } from './api';

export interface RenewGridProps {
  title: string;
  bulkLabel: string;
  rows: RenewRow[];
  busy: boolean;
  onRenew: (ids: number[]) => void;
}

export function RenewGrid({ title, bulkLabel, rows, busy, onRenew }: RenewGridProps) {
  const translate = useTranslate();
  const [picked, setPicked] = useState<number[]>([]);
  // Rows renewed (or gone) since they were ticked leave the selection with the reload.
  const selected = picked.filter((id) => rows.some((r) => r.id === id));
  const all = rows.length > 0 && selected.length === rows.length;
  const toggle = (id: number) => setPicked(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <Accordion defaultExpanded>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="subtitle1">
          {translate(title)} ({rows.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack direction="row" sx={{ mb: 1 }}>
          <Button variant="contained" disabled={busy || !selected.length} onClick={() => onRenew(selected)}>
            {translate(bulkLabel)}
          </Button>
        </Stack>
        {rows.length === 0 ? (
          <Typography>{translate('tesseramenti.renew.empty')}</Typography>
        ) : (
          <TableContainer sx={{ maxHeight: 400 }} tabIndex={0}>
            <Table size="small" stickyHeader aria-label={translate(title)} sx={{ minWidth: 540 }}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={all}
                      indeterminate={!all && selected.length > 0}
                      onChange={() => setPicked(all ? [] : rows.map((r) => r.id))}
                      slotProps={{ input: { 'aria-label': translate('tesseramenti.renew.select_all') } }}
                    />
                  </TableCell>
                  <TableCell>{translate('tesseramenti.renew.col_nome')}</TableCell>
                  <TableCell>{translate('tesseramenti.renew.col_matricola')}</TableCell>
                  <TableCell>{translate('tesseramenti.renew.col_tipologia')}</TableCell>
                  <TableCell>{translate('tesseramenti.renew.col_importo')}</TableCell>
                  <ActionsHeaderCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} data-testid={`renew-row-${r.id}`}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(r.id)}
                        onChange={() => toggle(r.id)}
                        slotProps={{ input: { 'aria-label': translate('tesseramenti.renew.select', { name: r.nome_completo }) } }}
                      />
                    </TableCell>
                    <TableCell>{r.nome_completo}</TableCell>
                    <TableCell>{r.matricola}</TableCell>
                    <TableCell>{r.tipologia_tesseramento_nome}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatEuro(r.importo)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" disabled={busy} onClick={() => onRenew([r.id])} aria-label={translate('tesseramenti.renew.rinnova_row', { name: r.nome_completo })}>
                        {translate('tesseramenti.renew.rinnova')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
