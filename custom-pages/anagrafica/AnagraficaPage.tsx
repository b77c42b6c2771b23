// Route /anagrafica/:key? (spec 2 §2.5): the searchable list on the left, the member on the right.
// A person sees only itself (no list); `nuovo` opens the new-member form.
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '../../src/generator';
import { pathKeeping, SEARCH_PARAM, useSeason, useSession } from '../../src/lib';
import { hasAbility } from '../../resources/abilities';
import { AnagraficaList } from './AnagraficaList';
import { AnagraficaShow } from './AnagraficaShow';
import { AnagraficaForm } from './form/AnagraficaForm';
import { anagraficaPath, ANAGRAFICA_PATH } from './paths';
import { kindOf } from './rules';
// The registration dialogs behind the Tessere tab buttons (registered on import).
import '../tesseramenti/mounts';

export default function AnagraficaPage() {
  const t = useTranslate();
  const { key } = useParams();
  const navigate = useNavigate();
  // Leaving a member (or the form) keeps the list's search of the address, not the member's tab.
  const [params] = useSearchParams();
  const go = (path: string, replace = false) => navigate(pathKeeping(path, params, [SEARCH_PARAM]), { replace });
  const session = useSession();
  const [season] = useSeason();
  const kind = kindOf(session.userType);
  const self = kind === 'anagrafica';
  const selfId = session.profile?.anagrafica_id ?? null;
  // 'nuovo' is the new-member form for who may add members ('Aggiungi nuovo', spec 2 §2.5).
  const creating = key === 'nuovo' && hasAbility(session.abilities, 'economicssocieta:write');
  // A person asking for any other member (or for the form) is told, as a club is, 'Tesserato non
  // trovato': its own record under someone else's id in the address bar read as that member's.
  const foreign = self && key !== undefined && key !== String(selfId);
  const id = self ? (foreign ? null : selfId) : Number(key) > 0 ? Number(key) : null;

  return (
    // Inline-size containment: the page takes the width it is given and never grows wider than the
    // screen; wide parts (tabs, grids) scroll inside their boxes.
    <Box component="section" sx={{ p: { xs: 1, sm: 2 }, contain: 'inline-size' }}>
      <Title title={t('anagrafica.title')} />
      {/* The page's heading while no member is open (the member's name is the heading once one is). */}
      {!id && !creating && (
        <Box component="h1" sx={visuallyHidden}>
          {t('anagrafica.title')}
        </Box>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        {!self && (
          <Box sx={{ width: { xs: '100%', md: 340 }, flexShrink: 0, display: { xs: id || creating ? 'none' : 'block', md: 'block' } }}>
            <AnagraficaList selectedId={id} />
          </Box>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {foreign ? (
            <Alert severity="error">{t('anagrafica.header.not_found')}</Alert>
          ) : creating ? (
            <AnagraficaForm mode="new" seasonId={season?.id} onClose={() => go(ANAGRAFICA_PATH)} onSaved={(newId) => go(anagraficaPath(newId), true)} />
          ) : id ? (
            <AnagraficaShow key={id} id={id} seasonId={season?.id} onBack={self ? undefined : () => go(ANAGRAFICA_PATH)} />
          ) : (
            <Typography sx={{ p: 2, color: 'text.secondary', display: { xs: 'none', md: 'block' } }}>{t('anagrafica.list.select')}</Typography>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
