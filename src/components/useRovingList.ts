// A long list of links or buttons as ONE Tab stop (roving tabindex, WAI-ARIA APG): Tab enters the list on
// the item last visited (else the selected one, else the first) and leaves it with the next Tab; Up/Down
// move one item, Home/End to the first/last loaded; Down on the last loaded item asks for the next page
// and moves onto its first item when it arrives. Enter/Space stay the item's own (open it).
//   const roving = useRovingList(rows.map((r) => r.id), selectedId, list);
//   <List ref={roving.ref} onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
//     {rows.map((r) => <ListItemButton {...roving.item(r.id)} …/>)}
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { LoadMore } from './useLoadMoreSentinel';

const ATTR = 'data-roving-item';
const MOVES = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

type Key = string | number;

export function useRovingList(keys: readonly Key[], selected?: Key | null, more?: LoadMore) {
  const [active, setActive] = useState<string | null>(null);
  const container = useRef<HTMLElement | null>(null);
  // The index to move onto once the next page has arrived (Down on the last loaded item).
  const pending = useRef<number | null>(null);
  const known = new Set(keys.map(String));
  const current = active !== null && known.has(active) ? active : selected != null && known.has(String(selected)) ? String(selected) : keys.length ? String(keys[0]) : null;

  const items = () => itemsIn(container.current);
  const hasNext = more?.hasNextPage ?? false;

  useEffect(() => {
    const wanted = pending.current;
    if (wanted === null) return;
    const target = itemsIn(container.current)[wanted];
    // Only while the user is still in the list: never pull the focus back from elsewhere.
    if (target && container.current?.contains(document.activeElement)) target.focus();
    if (target || !hasNext) pending.current = null;
  }, [keys.length, hasNext]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!MOVES.has(e.key) || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const list = items();
    const at = list.indexOf(e.target as HTMLElement);
    if (at < 0) return;
    e.preventDefault();
    if (e.key === 'ArrowDown' && at === list.length - 1) {
      if (more?.hasNextPage) {
        pending.current = list.length;
        if (!more.isFetchingNextPage) more.fetchNextPage();
      }
      return;
    }
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? list.length - 1 : e.key === 'ArrowUp' ? Math.max(0, at - 1) : at + 1;
    list[next]?.focus();
  };

  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const key = (e.target as HTMLElement).closest(`[${ATTR}]`)?.getAttribute(ATTR);
    if (key != null) setActive(key);
  };

  const item = (key: Key) => ({ tabIndex: String(key) === current ? 0 : -1, 'data-roving-item': String(key) });
  // A callback ref fits any element type (a List's ul or div).
  const ref = useCallback((el: HTMLElement | null) => {
    container.current = el;
  }, []);

  return { ref, onKeyDown, onFocus, item };
}

const itemsIn = (root: HTMLElement | null) => Array.from(root?.querySelectorAll<HTMLElement>(`[${ATTR}]`) ?? []);
