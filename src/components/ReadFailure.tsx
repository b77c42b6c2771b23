// A read that failed, said where its data would be, with 'Riprova' (spec 2 §8's generic text unless the
// server said more): never 'Dati non presenti', which would tell the user there is nothing.
//   <ReadFailure error={list.error} onRetry={() => list.refetch()} />   (renders nothing without an error)
import type { SxProps, Theme } from '@mui/material';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { failureOf } from '../providers/http';

export function ReadFailure({ error, onRetry, sx }: { error: unknown; onRetry?: () => void; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const failure = failureOf(error);
  if (!failure) return null;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('shell.grid.retry', { _: 'Riprova' })}
          </Button>
        )
      }
    >
      {failure}
    </Alert>
  );
}

/** 'Riprova' of an infinite list: the page that failed (a next one, or the first). */
export const retryOf = (query: { isFetchNextPageError: boolean; fetchNextPage: () => Promise<unknown>; refetch: () => Promise<unknown> }) => () =>
  void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch());
