// One grid of permissions per main application (spec 2 §2.7 user detail): Ruolo, Read, Write and the
// row action 'Rimuovi Permessi' (read and write set to false).
import { useTranslate } from 'ra-core';
import { Box, Button, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { PermessoUtente } from './utentiApi';

export interface ApplicationPermissions {
  application_id: number;
  descrizione: string;
  permissions: PermessoUtente[];
}

/** The user's permissions grouped by main application, in the order the server gives (launcher order). */
export function groupByApplication(permissions: PermessoUtente[]): ApplicationPermissions[] {
  const groups = new Map<number, ApplicationPermissions>();
  for (const p of permissions) {
    const g = groups.get(p.application_id) ?? { application_id: p.application_id, descrizione: p.application_descrizione, permissions: [] };
    g.permissions.push(p);
    groups.set(p.application_id, g);
  }
  return [...groups.values()];
}

const Flag = ({ on, label }: { on: boolean; label: string }) => (on ? <CheckCircleIcon color="success" titleAccess={label} /> : <CancelIcon color="error" titleAccess={label} />);

interface Props {
  group: ApplicationPermissions;
  /** Absent when the viewer may not change these permissions (its own account). */
  onRemove?: (p: PermessoUtente) => void;
  busy?: boolean;
}

export function PermessiGrid({ group, onRemove, busy }: Props) {
  const translate = useTranslate();
  const headingId = `permessi-app-${group.application_id}`;
  const yesNo = (on: boolean, what: string) => `${translate(`utenti.detail.${what}`)}: ${translate(on ? 'shell.confirm.yes' : 'shell.confirm.no', { _: on ? 'SI' : 'NO' })}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {group.descrizione}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('utenti.detail.role')}</TableCell>
              <TableCell align="center">{translate('utenti.detail.read')}</TableCell>
              <TableCell align="center">{translate('utenti.detail.write')}</TableCell>
              {onRemove && <TableCell align="right">{translate('utenti.list.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {group.permissions.map((p) => (
              <TableRow key={p.permission_id} data-permission={p.codice}>
                <TableCell>{p.descrizione}</TableCell>
                <TableCell align="center">
                  <Flag on={p.read} label={yesNo(p.read, 'read')} />
                </TableCell>
                <TableCell align="center">
                  <Flag on={p.write} label={yesNo(p.write, 'write')} />
                </TableCell>
                {onRemove && (
                  <TableCell align="right">
                    <Button size="small" color="error" disabled={busy} onClick={() => onRemove(p)} aria-label={`${translate('utenti.detail.remove')}: ${p.descrizione}`}>
                      {translate('utenti.detail.remove')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
