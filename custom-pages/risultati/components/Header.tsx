// Page header: the federation logo (to the national or territorial site), the championship
// title and the link to the back-office login.
import { T } from '../texts.ts';

export const NATIONAL_SITE = 'https://www.figh.it';
/** The title's id: where the keyboard starts when the page scrolls itself down (Calendar). */
export const PAGE_START = 'rs-page-start';

export function Header({ title, site }: { title: string; site?: string }) {
  return (
    <header className="rs-header">
      <a className="rs-logo" href={site || NATIONAL_SITE} aria-label={T.siteLink}>
        <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
          <circle cx="20" cy="20" r="18" fill="#fff" />
          <path d="M20 2a18 18 0 0 1 0 36M2 20h36M8 7c6 5 6 21 0 26M32 7c-6 5-6 21 0 26" fill="none" stroke="#0b3d91" strokeWidth="2.2" />
        </svg>
      </a>
      <h1 id={PAGE_START} className="rs-title" tabIndex={-1}>
        {title}
      </h1>
      <a className="rs-login" href="/login">
        {T.login}
      </a>
    </header>
  );
}
