// One member table of the club screen (spec 2 §2.1, §2.2): matricola, card code, full name, one
// column per discipline; at most 400 px high; row actions 'Gestione Tesseramenti' and, for twinned
// clubs, 'Dai in multiplo'.
import { useState } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useMembers, type MemberRow } from '../api';
import { anagraficaPath } from '../paths';
import { societaMount } from '../mounts';
import { GridMessageRow, RowMenu, RowMenuButton, TableScroller, type OpenRowMenu } from '../../../src/components';

interface Props {
  societaId: number;
  title: string;
  path: string;
  discipline: { label: string; value: number }[];
  twinned: boolean;
  seasonId?: number;
}

export function MemberTable({ societaId, title, path, discipline, twinned, seasonId }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const rows = useMembers(societaId, path, seasonId);
  const [menu, setMenu] = useState<OpenRowMenu | null>(null);
  const [lending, setLending] = useState<MemberRow | null>(null);
  const Multiplo = societaMount('daiInMultiplo');
  const t = (k: string, o?: object) => translate(`societa.members.${k}`, o);
  // 'Gestione Tesseramenti' for every member; 'Dai in multiplo' for twinned clubs.
  const rowActions = (r: MemberRow) => [
    { key: 'manage', label: t('manage'), onClick: () => navigate(anagraficaPath(r.id)) },
    ...(twinned && Multiplo ? [{ key: 'multiplo', label: t('multiplo'), onClick: () => setLending(r) }] : []),
  ];
  const id = `members-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <Typography id={id} variant="subtitle1" component="h2">
        {title} ({rows.data?.total ?? 0})
      </Typography>
      <TableScroller labelledBy={id}>
        <Table size="small" stickyHeader aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>{t('matricola')}</TableCell>
              <TableCell>{t('codice_tessera')}</TableCell>
              <TableCell>{t('nome_completo')}</TableCell>
              {discipline.map((d) => (
                <TableCell key={d.value}>{d.label}</TableCell>
              ))}
              <TableCell>
                <span className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  {t('actions')}
                </span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.data?.data.length === 0 && <GridMessageRow colSpan={4 + discipline.length}>{t('empty')}</GridMessageRow>}
            {(rows.data?.data ?? []).map((r) => (
              <TableRow key={r.anagrafica_ruolo_id} hover>
                <TableCell>{r.matricola}</TableCell>
                <TableCell>{r.codice_tessera ?? '-'}</TableCell>
                <TableCell>{r.nome_completo}</TableCell>
                {discipline.map((d) => (
                  <TableCell key={d.value}>{r.discipline.includes(d.label) ? <CheckIcon fontSize="small" titleAccess={d.label} /> : null}</TableCell>
                ))}
                <TableCell padding="none">
                  <RowMenuButton label={t('row_actions', { name: r.nome_completo })} onOpen={(anchor) => setMenu({ anchor, items: rowActions(r) })} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
      <RowMenu menu={menu} onClose={() => setMenu(null)} />
      {Multiplo && lending && <Multiplo open societaId={societaId} member={lending} onClose={() => setLending(null)} />}
    </Box>
  );
}
