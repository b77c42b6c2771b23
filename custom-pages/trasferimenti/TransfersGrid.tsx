// The transfers grid (spec 2 §4): athlete, clubs, duration, amount, request date, status chip,
// club acceptance (ACCETTATO / RIFIUTATO / blank) and the actions the server allows on the row.
// Pages of 30: the next one comes when the end of the box scrolls into view.
import { useTranslate } from 'react-admin';
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { COMPACT_CELLS, StatusChip, TableScroller, useLoadMoreSentinel, type LoadMore } from '../../src/components';
import { accettazioneLabel, TRASFERIMENTO_LABEL, type TrasferimentoRow } from '../../resources/contracts/tesseramenti.ts';
import { formatDateGrid, formatEuro } from '../../src/lib';
import type { TransferAction } from './api';

const CHIP_COLOR = { approvata: 'success', rifiutata: 'error', in_attesa: 'warning', annullata: 'error' } as const;

export interface TransfersGridProps {
  rows: TrasferimentoRow[];
  onAction: (id: number, action: TransferAction) => void;
  /** The next page, when there is one. */
  more?: LoadMore;
}

/**
 * From a desktop width up the actions stay in sight at the box's right edge while the wide table (10
 * columns) scrolls sideways; on a phone the column would take half the screen, so it scrolls with the rest.
 */
const ACTIONS_CELL = { position: { xs: 'static', md: 'sticky' }, right: 0, bgcolor: 'background.paper', boxShadow: { md: 'inset 1px 0 0 rgba(0, 0, 0, 0.12)' } } as const;

/**
 * Pinned, the actions covered the last columns at 1280 px (status read 'APPROVAT…', the club acceptance
 * needed a sideways scroll): the cells are narrower (8 px sides), the status chip wraps its words
 * ('IN ATTESA DI / APPROVAZIONE') and the row's buttons stand one above the other, so the ten columns
 * fit the 970 px box of a 1280 px screen with the sidebar open.
 */

const NO_MORE: LoadMore = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined };

export function TransfersGrid({ rows, onAction, more = NO_MORE }: TransfersGridProps) {
  const translate = useTranslate();
  const { sentinel } = useLoadMoreSentinel(more, rows.length);
  const t = (k: string) => translate(`trasferimenti.col.${k}`);
  if (!rows.length) {
    return (
      <Typography sx={{ p: 2 }} data-testid="transfers-empty">
        {translate('trasferimenti.empty')}
      </Typography>
    );
  }
  return (
    <TableScroller label={translate('trasferimenti.title')}>
      <Table size="small" stickyHeader aria-label={translate('trasferimenti.title')} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            {['atleta', 'matricola', 'da', 'a', 'durata', 'importo', 'data', 'stato', 'accettazione', 'azioni'].map((k) => (
              <TableCell key={k} sx={k === 'azioni' ? { ...ACTIONS_CELL, zIndex: 3 } : undefined}>
                {t(k)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover data-testid={`transfer-row-${r.id}`}>
              <TableCell>{r.nome_completo}</TableCell>
              <TableCell>{r.matricola}</TableCell>
              <TableCell>{r.societa_from}</TableCell>
              <TableCell>{r.societa_to}</TableCell>
              <TableCell>{translate(`trasferimenti.durata.${r.durata}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatEuro(r.importo)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateGrid(r.data_richiesta)}</TableCell>
              <TableCell>
                <StatusChip color={CHIP_COLOR[r.stato]} label={TRASFERIMENTO_LABEL[r.stato]} />
              </TableCell>
              <TableCell>{accettazioneLabel(r.accettato_societa)}</TableCell>
              <TableCell sx={ACTIONS_CELL}>
                <Stack direction="column" spacing={0.5} sx={{ alignItems: 'flex-start' }} role="group" aria-label={translate('trasferimenti.row_actions', { name: r.nome_completo })}>
                  {r.can_approve && (
                    <Button size="small" color="success" onClick={() => onAction(r.id, 'approve')}>
                      {translate('trasferimenti.approva')}
                    </Button>
                  )}
                  {r.can_reject && (
                    <Button size="small" color="error" onClick={() => onAction(r.id, 'reject')}>
                      {translate('trasferimenti.rifiuta')}
                    </Button>
                  )}
                  {r.can_cancel && (
                    <Button size="small" onClick={() => onAction(r.id, 'cancel')}>
                      {translate('trasferimenti.annulla')}
                    </Button>
                  )}
                  {!r.can_approve && !r.can_reject && !r.can_cancel && (
                    <Box component="span" aria-hidden>
                      —
                    </Box>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div ref={sentinel} style={{ height: 1 }} aria-hidden />
      {more.isFetchingNextPage && (
        <Typography role="status" variant="body2" sx={{ p: 1, textAlign: 'center' }}>
          {translate('shell.grid.loading')}
        </Typography>
      )}
    </TableScroller>
  );
}
