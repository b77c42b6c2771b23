// The frame of the public access pages (login, recovery, forced change): demo strip, centred card.
// Plain elements styled by access.css, no MUI and no emotion: the login page paints without them
// (issue 19; the build checks it, scripts/first-paint-chunk.ts).
import { useEffect, type ReactNode } from 'react';
import { DemoBanner } from '../DemoBanner';
import { useTranslate } from './i18n';
import './access.css';

export const AccessFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  useEffect(() => {
    document.title = `${translate('shell.title')} - ${title}`;
  }, [title, translate]);
  return (
    // The demo strip inside <main> too: all of the page's content in a landmark (axe's 'region').
    <main className="acc-page">
      <DemoBanner text={translate('shell.demo_banner')} />
      <div className="acc-main">
        <div className="acc-card">
          <div className="acc-card-head">
            <p className="acc-overline">{translate('shell.title')}</p>
            <h1 className="acc-title">{title}</h1>
          </div>
          <div className="acc-card-body">{children}</div>
        </div>
      </div>
    </main>
  );
};
