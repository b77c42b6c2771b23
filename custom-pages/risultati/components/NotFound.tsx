// A friendly not-found for the results pages (an unknown address or area): says what was not found
// and links the championships and the festival, so the visitor can go on.
import { CHAMPIONSHIP_IDS, FESTIVAL_PATH } from '../route.ts';
import { T } from '../texts.ts';
import { Header } from './Header.tsx';

export function NotFound({ detail }: { detail?: string }) {
  const links = [
    ...Object.keys(CHAMPIONSHIP_IDS).map((slug) => ({ href: `/${slug}`, label: T.championships[slug as keyof typeof T.championships] ?? slug })),
    { href: `/${FESTIVAL_PATH}`, label: T.festival },
  ];
  return (
    <>
      <Header title={T.defaultTitle} />
      <main className="rs-main rs-not-found" data-testid="not-found">
        <h2>{T.pageNotFound}</h2>
        <p role="alert">{detail ?? T.notFoundText}</p>
        <nav aria-label={T.championshipsLabel}>
          <p>{T.chooseChampionship}</p>
          <ul className="rs-area-links">
            {links.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </>
  );
}
