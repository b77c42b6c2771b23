// The public results pages: reads the route from the address and keeps it in step with the
// browser history (tab and group changes are new entries, so links can be shared).
import { useCallback, useEffect, useState } from 'react';
import { ChampionshipPage } from './ChampionshipPage.tsx';
import { NotFound } from './components/NotFound.tsx';
import { FestivalPage } from './FestivalPage.tsx';
import { parseRoute, refreshSeconds, routeUrl, type Tipo } from './route.ts';

const currentRoute = () => parseRoute(window.location.pathname, window.location.search);

export function App() {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const onPop = () => setRoute(currentRoute());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback(
    (change: { tipo?: Tipo; girone?: number | null }) => {
      window.history.pushState(null, '', routeUrl(route, change, window.location.search));
      setRoute(currentRoute());
    },
    [route],
  );
  const refreshS = refreshSeconds(window.location.search, document.querySelector<HTMLMetaElement>('meta[name="results-refresh"]')?.content);

  if (route.kind === 'festival') return <FestivalPage />;
  if (route.kind === 'unknown') return <NotFound />;
  return <ChampionshipPage route={route} refreshS={refreshS} navigate={navigate} />;
}
