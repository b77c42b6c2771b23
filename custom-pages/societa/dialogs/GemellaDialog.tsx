// Twinning request (spec 2 §2.10): club picker and sex (M, F); a club cannot twin with itself.
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { HttpError } from 'ra-core';
import { useTranslate } from 'react-admin';
import { PHONE_FRIENDLY, useToast, WhyDisabled } from '../../../src/components';
import { gemella, SOCIETA_MESSAGES } from '../api';
import { ClubPicker, type ClubOption } from '../ClubPicker';

export function GemellaDialog({ open, societaId, onClose, onSaved }: { open: boolean; societaId: number; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const [club, setClub] = useState<ClubOption | null>(null);
  const [sesso, setSesso] = useState<'M' | 'F'>('M');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const t = (k: string) => translate(`societa.twin.${k}`);
  const save = async () => {
    setError(null);
    if (club?.id === societaId) return setError(SOCIETA_MESSAGES.twinSelf);
    setSaving(true);
    try {
      const res = await gemella(societaId, { societa_id: club?.id ?? null, sesso });
      toast.saved(res.message);
      onSaved();
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> }) : null;
      setError(body?.errors?.societa_id ?? (e instanceof Error ? e.message : null));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="gemella-title" fullWidth maxWidth="sm" sx={PHONE_FRIENDLY}>
      <DialogTitle id="gemella-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <ClubPicker required label={t('societa')} value={club} onChange={setClub} />
          <div>
            <FormLabel id="gemella-sesso">{t('sesso')}</FormLabel>
            <RadioGroup row aria-labelledby="gemella-sesso" value={sesso} onChange={(e) => setSesso(e.target.value as 'M' | 'F')}>
              <FormControlLabel value="M" control={<Radio />} label={t('maschile')} />
              <FormControlLabel value="F" control={<Radio />} label={t('femminile')} />
            </RadioGroup>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* A disabled Salva is skipped by Tab: why it waits is said beside it. */}
        {!club && <WhyDisabled id="gemella-why">{t('save_blocked')}</WhyDisabled>}
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          <Button onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button variant="contained" onClick={save} disabled={saving || !club} aria-describedby={club ? undefined : 'gemella-why'}>
            {t('save')}
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
