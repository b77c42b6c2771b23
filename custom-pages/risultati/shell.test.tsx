// results.html carries, inside #root, the markup of the page's first render (header with the default
// title, 'Caricamento in corso...'), so that a phone paints it before the JavaScript arrives (issue 19);
// React replaces it on its first render. This keeps that copy equal to what the components render.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Header } from './components/Header.tsx';
import { T } from './texts.ts';

const html = readFileSync(path.resolve(__dirname, '../../results.html'), 'utf8');
const rootMarkup = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';
const collapse = (s: string) => s.replace(/>\s+</g, '><').trim();

describe('results.html first paint', () => {
  it('holds exactly the first render of a results page: header with the default title, then loading', () => {
    const first = renderToStaticMarkup(
      <>
        <Header title={T.defaultTitle} />
        <main className="rs-main">
          <p className="rs-loading">{T.loading}</p>
        </main>
      </>,
    );
    expect(collapse(rootMarkup)).toBe(first);
  });
});
