// Browser back navigation is blocked (spec 1 §1): history only moves forward. When the user
// presses Back, the page they were on is pushed again. Screens that offer their own "Chiudi"
// back to the previous page use previousPath(), which also moves forward.
import type { Location } from 'react-router-dom';

interface RouterLike {
  state: { location: Location; historyAction: string };
  subscribe(fn: (state: { location: Location; historyAction: string }) => void): () => void;
  navigate(to: { pathname: string; search?: string; hash?: string }, opts?: { state?: unknown; replace?: boolean }): Promise<void> | void;
}

const visited: string[] = [];
const pathOf = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${l.pathname}${l.search}${l.hash}`;

/** Installs the forward-only behaviour on a data router; answers the unsubscribe function. */
export function keepHistoryForward(router: RouterLike): () => void {
  let current = router.state.location;
  let restoring = false;
  visited.push(pathOf(current));
  return router.subscribe((state) => {
    if (state.location.key === current.key) return;
    if (state.historyAction === 'POP' && !restoring) {
      restoring = true;
      const back = current;
      Promise.resolve(router.navigate({ pathname: back.pathname, search: back.search, hash: back.hash }, { state: back.state })).finally(() => {
        restoring = false;
      });
      return;
    }
    if (restoring && state.historyAction === 'POP') return;
    current = state.location;
    if (state.historyAction === 'REPLACE') visited[visited.length - 1] = pathOf(current);
    else if (pathOf(current) !== visited[visited.length - 1]) visited.push(pathOf(current));
    if (visited.length > 50) visited.shift();
  });
}

/** The page visited before the current one (to navigate forward to it), or the fallback. */
export function previousPath(fallback: string): string {
  return visited.length > 1 ? visited[visited.length - 2] : fallback;
}
