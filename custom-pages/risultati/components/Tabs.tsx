// The tabs are links (each tab has its own address); the current one is marked for assistive tech.
import type { MouseEvent } from 'react';
import type { Tipo } from '../route.ts';
import { T } from '../texts.ts';

export function Tabs({ tabs, current, hrefOf, onSelect }: { tabs: Tipo[]; current: Tipo; hrefOf: (t: Tipo) => string; onSelect: (t: Tipo) => void }) {
  const click = (t: Tipo) => (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onSelect(t);
  };
  return (
    <nav className="rs-tabs" aria-label="Sezioni">
      {tabs.map((t) => (
        <a key={t} href={hrefOf(t)} aria-current={t === current ? 'page' : undefined} onClick={click(t)}>
          {T.tabs[t]}
        </a>
      ))}
    </nav>
  );
}
