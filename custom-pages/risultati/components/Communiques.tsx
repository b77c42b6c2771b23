// Official communiqués of an area: cards COMUNICATO with the description and the document link.
import { apiUrl } from '../api.ts';
import type { Comunicato } from '../lib/types.ts';
import { T } from '../texts.ts';

export function Communiques({ items, area }: { items: Comunicato[]; area: string }) {
  if (items.length === 0) return <p className="rs-empty">{T.noCommuniques}</p>;
  return (
    <ul className="rs-cards">
      {items.map((c) => (
        <li key={c.id_comunicato} className="rs-card">
          <h2 className="rs-card-title">
            {T.communique}
            {c.numero ? ` n. ${c.numero}` : ''}
            {c.data ? ` del ${c.data.split('-').reverse().join('/')}` : ''}
          </h2>
          <p>{c.descrizione}</p>
          <a href={apiUrl(`api_v2/comunicato_public_get/${c.id_comunicato}/${area}`)} target="_blank" rel="noopener">
            {T.downloadCommunique}
          </a>
        </li>
      ))}
    </ul>
  );
}
