// Infinite scroll: a sentinel element under the last row asks for the next page when it comes within
// 200 px of the scrolling box's view.
//   const { scroller, sentinel } = useLoadMoreSentinel({ hasNextPage, isFetchingNextPage, fetchNextPage }, rows.length);
import { useEffect, useRef } from 'react';

export interface LoadMore {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

export function useLoadMoreSentinel(state: LoadMore, rowCount: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !sentinel.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const m = latest.current;
        if (entries.some((e) => e.isIntersecting) && m.hasNextPage && !m.isFetchingNextPage) m.fetchNextPage();
      },
      { root: scroller.current, rootMargin: '200px' },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [rowCount]);
  return { scroller, sentinel };
}
