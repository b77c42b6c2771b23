// A championship (/agold/…) or area (/area/5/…) results page: group selector, tabs, calendar,
// standings, scorers and, for areas, the official communiqués.
import { useEffect } from 'react';
import { apiUrl, getJson } from './api.ts';
import { Calendar } from './components/Calendar.tsx';
import { Communiques } from './components/Communiques.tsx';
import { GroupPicker } from './components/GroupPicker.tsx';
import { Header } from './components/Header.tsx';
import { NotFound } from './components/NotFound.tsx';
import { Scorers } from './components/Scorers.tsx';
import { Standings } from './components/Standings.tsx';
import { Tabs } from './components/Tabs.tsx';
import type { Comunicato, GironiAnswer } from './lib/types.ts';
import { routeUrl, SEDE_NAZIONALE, type ResultsRoute, type Tipo } from './route.ts';
import { T } from './texts.ts';
import { useGroup } from './useGroup.ts';
import { useLoad } from './useLoad.ts';

type Route = Extract<ResultsRoute, { kind: 'campionato' | 'area' }>;

const errorText = (e: Error & { status?: number }) => (e.status === 404 ? e.message : T.loadError);

export function ChampionshipPage({ route, refreshS, navigate }: { route: Route; refreshS: number; navigate: (c: { tipo?: Tipo; girone?: number | null }) => void }) {
  const isArea = route.kind === 'area';
  const gironiPath = isArea ? `api_v2/gironi_area/${route.area}` : `api_v2/gironi_torneo/${SEDE_NAZIONALE}/${route.id}`;
  const gironi = useLoad(gironiPath, (signal) => getJson<GironiAnswer>(gironiPath, { signal }));
  const selected = gironi.data?.data.find((g) => g.id === route.girone) ?? null;
  const group = useGroup(route.area, selected?.id ?? null, refreshS);
  const comunicatiPath = isArea && route.tipo === 'comunicati' ? `api_v2/comunicati_public/${route.area}` : null;
  const comunicati = useLoad(comunicatiPath, (signal) => getJson<{ data: Comunicato[] }>(comunicatiPath!, { signal }));

  const title = gironi.data?.title ?? T.defaultTitle;
  useEffect(() => {
    document.title = selected ? `${title} - ${selected.title}` : title;
  }, [title, selected]);

  const tabs: Tipo[] = [...(selected ? (['calendario', 'classifica', 'marcatori'] as Tipo[]) : []), ...(isArea ? (['comunicati'] as Tipo[]) : [])];
  const caption = selected ? `${title} - ${selected.title}` : title;

  // An area or championship the service does not know: one friendly page, not the same error twice.
  if (gironi.error?.status === 404) return <NotFound detail={gironi.error.message} />;

  const content = () => {
    if (route.tipo === 'comunicati') {
      if (comunicati.error)
        return (
          <p role="alert" className="rs-error">
            {errorText(comunicati.error)}
          </p>
        );
      return comunicati.data ? <Communiques items={comunicati.data.data} area={route.area} /> : <p className="rs-loading">{T.loading}</p>;
    }
    if (!gironi.data) return null;
    if (!selected)
      return route.girone ? (
        <p role="alert" className="rs-error">
          {T.groupNotFound}
        </p>
      ) : (
        <p className="rs-hint">{T.chooseGroup}</p>
      );
    if (group.error)
      return (
        <p role="alert" className="rs-error">
          {errorText(group.error)}
        </p>
      );
    if (!group.calendar) return <p className="rs-loading">{T.loading}</p>;
    if (route.tipo === 'classifica') return <Standings rows={group.standings ?? []} caption={`${T.tabs.classifica} ${caption}`} />;
    if (route.tipo === 'marcatori') return <Scorers rows={group.scorers ?? []} caption={`${T.tabs.marcatori} ${caption}`} />;
    return <Calendar matches={group.calendar} ticker={group.ticker} scrollKey={String(selected.id)} />;
  };

  return (
    <>
      <Header title={title} site={gironi.data?.area.sito_url} />
      <main className="rs-main">
        {gironi.error && (
          <p role="alert" className="rs-error">
            {errorText(gironi.error)}
          </p>
        )}
        {gironi.loading && <p className="rs-loading">{T.loading}</p>}
        {gironi.data && (
          <div className="rs-toolbar">
            <GroupPicker gironi={gironi.data.data} value={selected?.id ?? null} onChange={(id) => navigate({ girone: id })} />
            {selected && (
              <span className="rs-actions">
                <a className="rs-button" href={apiUrl(`gironi/stampa_calendario_pdf/${selected.id}`)} download>
                  {T.print}
                </a>
                <a className="rs-link" href={apiUrl(`gironi/calendario_ics/${selected.id}.ics`)} title={T.icalTitle} type="text/calendar">
                  {T.ical}
                </a>
              </span>
            )}
          </div>
        )}
        {tabs.length > 0 && <Tabs tabs={tabs} current={route.tipo} hrefOf={(t) => routeUrl(route, { tipo: t }, window.location.search)} onSelect={(t) => navigate({ tipo: t })} />}
        <div className="rs-content">{content()}</div>
        <div className="rs-sr-only" role="status" aria-live="polite">
          {group.announcement}
        </div>
      </main>
    </>
  );
}
