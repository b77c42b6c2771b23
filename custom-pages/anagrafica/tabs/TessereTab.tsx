// Tessere tab (spec 2 §2.5, §3 Card): the member's cards with expiry (expired when today is after it).
import { useTranslate } from 'react-admin';
import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { TableScroller } from '../../../src/components';
import { formatDateGrid } from '../../../src/lib';
import { useTessere, type AnagraficaDetail } from '../api';
import { MemberActions } from './MemberActions';

export function TessereTab({ member, seasonId }: { member: AnagraficaDetail; seasonId: number | undefined }) {
  const t = useTranslate();
  const { data, isPending } = useTessere(member.id, seasonId);
  const c = (k: string) => t(`anagrafica.tessere.${k}`);
  return (
    <>
      <MemberActions tab="tessere" member={member} seasonId={seasonId} />
      {isPending ? (
        <Typography>{t('anagrafica.list.loading')}</Typography>
      ) : !data?.length ? (
        <Typography>{t('anagrafica.list.empty')}</Typography>
      ) : (
        <TableScroller label={t('anagrafica.tabs.tessere')}>
          <Table size="small" stickyHeader aria-label={t('anagrafica.tabs.tessere')} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
            <TableHead>
              <TableRow>
                {['codice', 'famiglia', 'nome', 'data_emissione', 'data_scadenza', 'stato'].map((k) => (
                  <TableCell key={k}>{c(k)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.codice}</TableCell>
                  <TableCell>{r.tipologia_tessera.famiglia}</TableCell>
                  <TableCell>{r.tipologia_tessera.nome}</TableCell>
                  <TableCell>{formatDateGrid(r.data_emissione)}</TableCell>
                  <TableCell>{formatDateGrid(r.data_scadenza)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={r.scaduta ? 'error' : 'success'} label={r.scaduta ? c('scaduta') : c('valida')} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      )}
    </>
  );
}
