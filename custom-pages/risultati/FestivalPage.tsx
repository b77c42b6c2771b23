// The festival (/festivalpallamano): every match of the tournament, read as one calendar (FSTPM).
import { useEffect } from 'react';
import { getJson } from './api.ts';
import { Calendar } from './components/Calendar.tsx';
import { Header } from './components/Header.tsx';
import type { AreaInfo, Match } from './lib/types.ts';
import { FESTIVAL_CODE } from './route.ts';
import { T } from './texts.ts';
import { useLoad } from './useLoad.ts';

const PATH = `api_v2/calendar/${FESTIVAL_CODE}`;

export function FestivalPage() {
  const festival = useLoad(PATH, (signal) => getJson<{ data: Match[]; title: string; area: AreaInfo }>(PATH, { signal }));
  const title = festival.data?.title ?? T.defaultTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <Header title={title} site={festival.data?.area.sito_url} />
      <main className="rs-main">
        <h2 className="rs-section-title">{T.tabs.calendario}</h2>
        {festival.error && (
          <p role="alert" className="rs-error">
            {festival.error.status === 404 ? festival.error.message : T.loadError}
          </p>
        )}
        {festival.loading && <p className="rs-loading">{T.loading}</p>}
        {festival.data && <Calendar matches={festival.data.data} ticker={[]} scrollKey="festival" showGroup />}
      </main>
    </>
  );
}
