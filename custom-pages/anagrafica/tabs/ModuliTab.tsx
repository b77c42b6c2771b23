// Moduli Anagrafica tab (spec 2 §2.5, §6): the member's forms; download for all, 'Modifica Modulo
// Tesserato' and 'Cambia Modulo Tesserato' for administrators in the row's menu. Icon and menu, and
// narrower cell padding, keep the table inside the member's card at 1280 px (three text buttons did not).
import { useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { RowMenu, RowMenuButton, TableScroller, useToast, type OpenRowMenu } from '../../../src/components';
import { errorText } from '../../../src/providers';
import { formatDateGrid } from '../../../src/lib';
import { isAdmin, useMayCall } from '../../../src/lib';
import { MEMBER_WRITE } from '../rules';
import { downloadPdf, useModuli, type AnagraficaDetail, type ModuloRow } from '../api';
import { CambiaModuloDialog } from '../dialogs/CambiaModuloDialog';
import { ModificaModuloDialog } from '../dialogs/ModificaModuloDialog';
import { MemberActions } from './MemberActions';

export function ModuliTab({ member, seasonId }: { member: AnagraficaDetail; seasonId: number | undefined }) {
  const t = useTranslate();
  const toast = useToast();
  const { data, isPending } = useModuli(member.id, seasonId);
  const [editing, setEditing] = useState<ModuloRow | null>(null);
  const [changing, setChanging] = useState<ModuloRow | null>(null);
  const [menu, setMenu] = useState<OpenRowMenu | null>(null);
  // The forms' edit and change: administrators holding the route's ability (PUT anagraficamodulo, spec 2 §6).
  const mayChangeForms = useMayCall(MEMBER_WRITE) && isAdmin();
  const c = (k: string) => t(`anagrafica.moduli.${k}`);
  const download = async (m: ModuloRow) => {
    try {
      await downloadPdf(`anagrafica/${member.id}/downloadmodulo/${m.id}`, seasonId);
    } catch (e) {
      toast.error(errorText(e instanceof HttpError ? e.body : null, c('download_failed')));
    }
  };
  return (
    <>
      <MemberActions tab="moduli" member={member} seasonId={seasonId} />
      {isPending ? (
        <Typography>{t('anagrafica.list.loading')}</Typography>
      ) : !data?.length ? (
        <Typography>{t('anagrafica.list.empty')}</Typography>
      ) : (
        <TableScroller label={t('anagrafica.tabs.moduli')}>
          <Table size="small" stickyHeader aria-label={t('anagrafica.tabs.moduli')} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
            <TableHead>
              <TableRow>
                {['nome', 'codice', 'data_tesseramento', 'stagione', 'privacy', 'actions'].map((k) => (
                  <TableCell key={k}>{c(k)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{m.modulo.nome}</TableCell>
                  <TableCell>{m.modulo.codice}</TableCell>
                  <TableCell>{formatDateGrid(m.data_tesseramento)}</TableCell>
                  <TableCell>{m.stagione.nome}</TableCell>
                  <TableCell>{m.accetta_privacy ? t('anagrafica.yes') : t('anagrafica.no')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={c('download')}>
                      <IconButton size="small" aria-label={c('download')} onClick={() => download(m)}>
                        <DownloadIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {mayChangeForms && (
                      <RowMenuButton
                        label={t('anagrafica.moduli.actions_for', { name: `${m.modulo.codice} ${m.stagione.nome}` })}
                        onOpen={(anchor) =>
                          setMenu({
                            anchor,
                            items: [
                              { key: 'edit', label: c('edit'), onClick: () => setEditing(m) },
                              { key: 'change', label: c('change'), onClick: () => setChanging(m) },
                            ],
                          })
                        }
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      )}
      <RowMenu menu={menu} onClose={() => setMenu(null)} />
      {editing && <ModificaModuloDialog modulo={editing} onClose={() => setEditing(null)} />}
      {changing && <CambiaModuloDialog modulo={changing} onClose={() => setChanging(null)} />}
    </>
  );
}
