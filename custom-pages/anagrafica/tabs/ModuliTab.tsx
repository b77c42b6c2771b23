// Moduli Anagrafica tab (spec 2 §2.5, §6): the member's forms; download for all, 'Modifica Modulo
// Tesserato' and 'Cambia Modulo Tesserato' for administrators.
import { useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { Button, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useToast } from '../../../src/components';
import { errorText } from '../../../src/providers';
import { formatDateGrid } from '../../../src/lib';
import { isAdmin } from '../../../src/lib';
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
  const admin = isAdmin();
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
        <TableContainer sx={{ maxHeight: 400 }} tabIndex={0}>
          <Table size="small" stickyHeader aria-label={t('anagrafica.tabs.moduli')}>
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
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} role="group" aria-label={t('anagrafica.moduli.actions_for', { name: `${m.modulo.codice} ${m.stagione.nome}` })}>
                      <Button size="small" onClick={() => download(m)}>
                        {c('download')}
                      </Button>
                      {admin && (
                        <Button size="small" onClick={() => setEditing(m)}>
                          {c('edit')}
                        </Button>
                      )}
                      {admin && (
                        <Button size="small" onClick={() => setChanging(m)}>
                          {c('change')}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && <ModificaModuloDialog modulo={editing} onClose={() => setEditing(null)} />}
      {changing && <CambiaModuloDialog modulo={changing} onClose={() => setChanging(null)} />}
    </>
  );
}
