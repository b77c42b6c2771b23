// Typed changes are not lost without a word (a form's edits, before 'Salva'): while `when()` says the
// form has unsaved changes, leaving its screen (another record of the list, the sidebar, a link) asks
// 'Le modifiche non salvate andranno perse. Vuoi uscire senza salvare?' (SI leaves, NO stays), and
// closing or reloading the tab asks the browser's own question.
//   <UnsavedChangesGuard when={() => !saved.current && changed(values)} />
// `when` is read at the moment of leaving, so a form that navigates right after its own save (a new
// record opening on its page) marks itself saved first and is let through.
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

export function UnsavedChangesGuard({ when }: { when: () => boolean }) {
  const latest = useRef(when);
  latest.current = when;
  useEffect(() => {
    const ask = (e: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  // Leaving within the app can be held only under a data router (the app's createBrowserRouter).
  return useContext(UNSAFE_DataRouterContext) ? <LeaveQuestion when={latest} /> : null;
}

function LeaveQuestion({ when }: { when: { current: () => boolean } }) {
  // Another screen, not the same one again (the blocked Back pushes the page itself: src/lib/history.ts).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && when.current());
  const asking = blocker.state === 'blocked';
  return <ConfirmDialog open={asking} title="shell.unsaved.title" message="shell.unsaved.question" onConfirm={() => blocker.proceed?.()} onClose={() => blocker.reset?.()} />;
}
