// Likely duplicates shown before saving (same birth date and the same or a near-identical name),
// with links to the ones the user may open.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Alert, Link, List, ListItem } from '@mui/material';
import { dateTextToIso } from '../../../src/lib/masks';
import { formatDateForm } from '../../../src/lib/format';
import { findDuplicati } from '../api';
import { anagraficaPath } from '../paths';
import { useSearch } from '../useSearch';

export function DuplicateWarning({ cognome, nome, dataNascita, exclude, seasonId }: { cognome: string; nome: string; dataNascita: string; exclude?: number; seasonId: number | undefined }) {
  const t = useTranslate();
  const key = useSearch(`${cognome.trim()}|${nome.trim()}|${dataNascita}`);
  const [c, n, d] = key.split('|');
  const iso = dateTextToIso(d ?? '');
  const { data } = useQuery({
    queryKey: ['anagrafica', 'duplicati', c, n, iso, exclude],
    queryFn: () => findDuplicati({ cognome: c, nome: n, data_nascita: iso!, exclude }, seasonId),
    enabled: !!c && !!n && !!iso,
  });
  if (!data || (data.data.length === 0 && data.altri === 0)) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="status">
      {t('anagrafica.form.duplicates')}
      <List dense disablePadding>
        {data.data.map((d) => (
          <ListItem key={d.id} disableGutters>
            <Link component={RouterLink} to={anagraficaPath(d.id)} aria-label={t('anagrafica.form.duplicate_open', { name: d.nome_completo })}>
              {`${d.nome_completo} · ${formatDateForm(d.data_nascita)} · ${d.matricola}`}
            </Link>
          </ListItem>
        ))}
        {data.altri > 0 && <ListItem disableGutters>{t('anagrafica.form.duplicates_others', { count: data.altri })}</ListItem>}
      </List>
    </Alert>
  );
}
