// The AREA DEMO banner of the demo variant (spec 1 §1), shown when the server says it runs in demo mode:
// a strip on the public pages, a badge in the header of the signed-in ones. The flag comes with the
// session payload (`demo`) and, before sign-in, from GET /api/info. No react-admin and no MUI here: the
// access pages show it before the admin bundle loads (issue 19), so the caller passes the text in its
// language, and its look is plain CSS (the `acc-demo` classes of access/access.css).
import { useEffect } from 'react';
import { session, useSession } from '../lib/session';
import { api } from '../providers/http';
import './access/access.css';

let infoAsked = false;

/** Before sign-in the public GET /api/info tells whether this is the demo; asked once per page load. */
function useDemoInfo() {
  useEffect(() => {
    if (infoAsked) return;
    infoAsked = true;
    api<{ demo?: boolean }>('info', { token: null })
      .then((info) => session.update({ demo: !!info?.demo }))
      .catch(() => undefined);
  }, []);
}

export const DemoBanner = ({ text, variant = 'strip' }: { text: string; variant?: 'strip' | 'badge' }) => {
  const { demo } = useSession();
  useDemoInfo();
  if (!demo) return null;
  return (
    <div role="note" data-testid="demo-banner" className={variant === 'badge' ? 'acc-demo acc-demo--badge' : 'acc-demo'}>
      {text}
    </div>
  );
};
