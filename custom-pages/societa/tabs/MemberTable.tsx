// One member table of the club screen (spec 2 §2.1, §2.2): matricola, card code, full name, one
// column per discipline; at most 400 px high; row actions 'Gestione Tesseramenti', for twinned
// clubs 'Dai in multiplo', and for who may edit the member 'Scadenza Certificato' (the certificate
// expiry dialog of the member screen). 'Dai in multiplo' lends an athlete: only the athletes' table offers it.
import { useState, type ComponentProps } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { hasAbility } from '../../../resources/abilities';
import { useMayCall, useSession, type SessionState } from '../../../src/lib';
import { CLUB_WRITE } from '../../tesseramenti/access';
import { CertificateDialog } from '../../anagrafica';
import { societaKeys, useMembers, type MemberRow } from '../api';
import { anagraficaPath } from '../paths';
import { societaMount } from '../mounts';
import { failureOf } from '../../../src/providers';
import { GridMessageRow, RowMenu, RowMenuButton, TableScroller, type OpenRowMenu } from '../../../src/components';

/**
 * Who may edit a member of the club's tables: the members write ability, and the server's word for the
 * row (`modificabile`, the member screen's rule: an administrator, or the club for a member approved with
 * it in the current season or a later one; spec 2 §6).
 */
export function mayEditMember(s: SessionState, row: Pick<MemberRow, 'modificabile'>): boolean {
  return hasAbility(s.abilities, 'anagrafica:write') && row.modificabile;
}

/** The certificate dialog reads only the member's id and current expiry, both on the row. */
const certificateMember = (r: MemberRow) => ({ id: r.id, data_scadenza_certificato: r.data_scadenza_certificato }) as ComponentProps<typeof CertificateDialog>['member'];

interface Props {
  societaId: number;
  title: string;
  path: string;
  discipline: { label: string; value: number }[];
  /** 'Dai in multiplo' is offered: a twinned club's table of athletes (not on loan). */
  lendable: boolean;
  seasonId?: number;
}

export function MemberTable({ societaId, title, path, discipline, lendable, seasonId }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const rows = useMembers(societaId, path, seasonId);
  const [menu, setMenu] = useState<OpenRowMenu | null>(null);
  const [lending, setLending] = useState<MemberRow | null>(null);
  const [certificate, setCertificate] = useState<MemberRow | null>(null);
  const Multiplo = societaMount('daiInMultiplo');
  // The loan's route needs the club's write ability (spec 2 §6: not offered to answer 403).
  const mayLend = useMayCall(CLUB_WRITE);
  const t = (k: string, o?: object) => translate(`societa.members.${k}`, o);
  // 'Gestione Tesseramenti' for every member; 'Dai in multiplo' for a twinned club's athletes; the certificate expiry for editors.
  const rowActions = (r: MemberRow) => [
    { key: 'manage', label: t('manage'), onClick: () => navigate(anagraficaPath(r.id)) },
    ...(lendable && Multiplo && mayLend ? [{ key: 'multiplo', label: t('multiplo'), onClick: () => setLending(r) }] : []),
    ...(mayEditMember(session, r) ? [{ key: 'certificato', label: t('scadenza_certificato'), onClick: () => setCertificate(r) }] : []),
  ];
  // The dialog closes after a save (and on cancel): the club's tables reload, a member may be in several.
  const closeCertificate = () => {
    setCertificate(null);
    void queryClient.invalidateQueries({ queryKey: societaKeys.members(societaId, '').slice(0, 3) }); // ['societa', 'members', id]
  };
  const id = `members-${title.replace(/\W+/g, '-').toLowerCase()}`;
  // The count only once known: '(0)' while loading, or after a failed read, read as a club without members.
  const failure = failureOf(rows.error);
  const message = rows.isPending ? translate('shell.grid.loading') : rows.data?.data.length === 0 ? t('empty') : null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <Typography id={id} variant="subtitle1" component="h2">
        {title}
        {rows.data && ` (${rows.data.total})`}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <TableScroller labelledBy={id}>
        <Table size="small" stickyHeader aria-labelledby={id} aria-busy={rows.isFetching}>
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
            {!failure && message && <GridMessageRow colSpan={4 + discipline.length}>{message}</GridMessageRow>}
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
      {certificate && <CertificateDialog open onClose={closeCertificate} member={certificateMember(certificate)} seasonId={seasonId} />}
    </Box>
  );
}
