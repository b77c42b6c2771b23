// One grid of permissions per main application (spec 2 §2.7 user detail): Ruolo, Read, Write and the
// row action 'Rimuovi Permessi' (read and write set to false), an icon with that name on a phone.
import { useTranslate } from 'ra-core';
import { Box, Button, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
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
  // At 360 px the button's words pushed the column past the screen's edge: a phone gets its icon, named.
  const small = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
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
                    {small ? (
                      // describeChild: the tooltip describes, the button's own name (with its row) stays.
                      <Tooltip title={translate('utenti.detail.remove')} describeChild>
                        {/* A span, so that the tooltip stays attached while the button is disabled. */}
                        <span>
                          <IconButton size="small" color="error" disabled={busy} onClick={() => onRemove(p)} aria-label={`${translate('utenti.detail.remove')}: ${p.descrizione}`}>
                            <RemoveModeratorIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    ) : (
                      <Button size="small" color="error" disabled={busy} onClick={() => onRemove(p)} aria-label={`${translate('utenti.detail.remove')}: ${p.descrizione}`}>
                        {translate('utenti.detail.remove')}
                      </Button>
                    )}
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
