// The buttons other areas mounted for this tab (see ../mounts.ts); nothing when none is mounted.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Stack } from '@mui/material';
import { memberActions, type MemberAction } from '../mounts';
import { useRefreshAnagrafica, type AnagraficaDetail } from '../api';

export function MemberActions({ tab, member, seasonId }: { tab: 'tessere' | 'moduli'; member: AnagraficaDetail; seasonId: number | undefined }) {
  const t = useTranslate();
  const refresh = useRefreshAnagrafica();
  const [open, setOpen] = useState<MemberAction | null>(null);
  const actions = member.permessi.modifica ? memberActions(tab, member) : [];
  if (!actions.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
      {actions.map((a) => (
        <Button key={a.key} size="small" variant="outlined" onClick={() => setOpen(a)}>
          {t(a.label)}
        </Button>
      ))}
      {open && (
        <open.Dialog
          open
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            refresh();
          }}
          member={member}
          seasonId={seasonId}
        />
      )}
    </Stack>
  );
}
