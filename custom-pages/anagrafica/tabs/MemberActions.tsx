// The buttons other areas mounted for this tab (see ../mounts.ts); nothing when none is mounted. A
// button whose save would be refused (a season that has ended) shows disabled, with the reason below it
// as the closed renewal window shows its own (an info alert), so nobody fills a dialog for nothing.
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Stack } from '@mui/material';
import { memberActions, type MemberAction } from '../mounts';
import { useRefreshAnagrafica, type AnagraficaDetail } from '../api';
import { useAbilities } from '../../../src/lib';

export function MemberActions({ tab, member, seasonId }: { tab: 'tessere' | 'moduli'; member: AnagraficaDetail; seasonId: number | undefined }) {
  const t = useTranslate();
  const refresh = useRefreshAnagrafica();
  const reasonId = useId();
  const [open, setOpen] = useState<MemberAction | null>(null);
  const abilities = useAbilities();
  // The member's scope (the server's word), then each button's own route ability.
  const actions = member.permessi.modifica ? memberActions(tab, member, abilities) : [];
  if (!actions.length) return null;
  const blocked = new Map(actions.map((a) => [a.key, a.blocked?.() ?? null]));
  const reasons = [...new Set([...blocked.values()].filter((r): r is string => r !== null))];
  return (
    <Box sx={{ mb: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions.map((a) => {
          const reason = blocked.get(a.key);
          const button = (
            <Button
              key={a.key}
              size="small"
              variant="outlined"
              disabled={reason !== null}
              aria-describedby={reason !== null ? `${reasonId}-${reasons.indexOf(reason!)}` : undefined}
              onClick={() => setOpen(a)}
            >
              {t(a.label)}
            </Button>
          );
          return a.useOffered ? (
            <Offered key={a.key} useOffered={a.useOffered} member={member}>
              {button}
            </Offered>
          ) : (
            button
          );
        })}
      </Stack>
      {reasons.map((r, i) => (
        <Alert key={r} id={`${reasonId}-${i}`} severity="info" sx={{ mt: 1 }}>
          {t(r)}
        </Alert>
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
    </Box>
  );
}

/** A button shown once the server says its save would be taken (MemberAction.useOffered). */
function Offered({ useOffered, member, children }: { useOffered: NonNullable<MemberAction['useOffered']>; member: AnagraficaDetail; children: ReactNode }) {
  return useOffered(member) ? children : null;
}
