// The club's twinning links (spec 2 §3 twinning row): parent, child, Approvato, Rifiutato; system
// admins approve or reject pending ones (confirmed SI/NO). Shown below the Societa tab's rows and,
// from the 'Gemellata' indicator's 'Dettagli', in a dialog (dialogs/GemellaggiDialog.tsx).
import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConfirmDialog, useToast } from '../../../src/components';
import { isSysadmin, useSession } from '../../../src/lib';
import { decideGemellaggio, type GemellaggioRow, type SocietaDetail } from '../api';
import { ActionsHeaderCell, TableScroller } from '../../../src/components';

/** Both directions of the club's links, parent side first. */
export const gemellaggiOf = (societa: SocietaDetail): GemellaggioRow[] => [...societa.gemellaggio_parent, ...societa.gemellaggio_child];

export function GemellaggiPanel({ societa, onChanged }: { societa: SocietaDetail; onChanged: () => void }) {
  const translate = useTranslate();
  if (!gemellaggiOf(societa).length) return null;
  return (
    // Named by its heading; only the scrolling table is a landmark (two landmarks of one name confuse a screen reader).
    <Box component="section" sx={{ mt: 3 }}>
      <Typography id="gemellaggi-title" variant="subtitle1" component="h2">
        {translate('societa.twin.list')}
      </Typography>
      <GemellaggiTable societa={societa} onChanged={onChanged} labelledBy="gemellaggi-title" />
    </Box>
  );
}

/** The links' table, named by the element `labelledBy`. */
export function GemellaggiTable({ societa, onChanged, labelledBy }: { societa: SocietaDetail; onChanged: () => void; labelledBy: string }) {
  const translate = useTranslate();
  const toast = useToast();
  const session = useSession();
  const [pending, setPending] = useState<{ row: GemellaggioRow; approve: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = gemellaggiOf(societa);
  const t = (k: string) => translate(`societa.twin.${k}`);
  const yes = (v: boolean) => translate(v ? 'societa.fields.yes' : 'societa.fields.no');
  const decide = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const res = await decideGemellaggio(pending.row.id, pending.approve);
      toast.saved(res.message);
      onChanged();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : null);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  return (
    <>
      <TableScroller labelledBy={labelledBy}>
        <Table size="small" aria-labelledby={labelledBy}>
          <TableHead>
            <TableRow>
              <TableCell>{t('parent')}</TableCell>
              <TableCell>{t('child')}</TableCell>
              <TableCell>{t('sesso')}</TableCell>
              <TableCell>{t('approvato')}</TableCell>
              <TableCell>{t('rifiutato')}</TableCell>
              {isSysadmin(session) && <ActionsHeaderCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.societa_parent.nome}</TableCell>
                <TableCell>{r.societa_child.nome}</TableCell>
                <TableCell>{r.sesso}</TableCell>
                <TableCell>{yes(r.approvato)}</TableCell>
                <TableCell>{yes(r.rifiutato)}</TableCell>
                {isSysadmin(session) && (
                  <TableCell>
                    {/* The two buttons wrap under each other when the panel is narrow (beside the club list at
                        1280 px they sat side by side past the table's edge, 'Rifiuta' reachable only by scrolling). */}
                    {!r.approvato && !r.rifiutato && (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        <Button size="small" onClick={() => setPending({ row: r, approve: true })}>
                          {t('approve')}
                        </Button>
                        <Button size="small" color="error" onClick={() => setPending({ row: r, approve: false })}>
                          {t('reject')}
                        </Button>
                      </Box>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
      <ConfirmDialog
        open={!!pending}
        loading={busy}
        onClose={() => setPending(null)}
        onConfirm={decide}
        // The same question as the Gemellaggi tab of 'Situazione contabile', with the pair under it.
        message={
          pending ? (
            <>
              {translate(pending.approve ? 'contabilita.confirm.approve_twinning' : 'contabilita.confirm.reject_twinning')}
              <Box component="span" sx={{ display: 'block', mt: 1 }}>
                {translate('contabilita.twinning_pair', { parent: pending.row.societa_parent.nome, child: pending.row.societa_child.nome })}
              </Box>
            </>
          ) : (
            ''
          )
        }
      />
    </>
  );
}
