import { html } from '../html.ts';
import type { PageFrame } from './layout.ts';

export function notFoundPage(path: string): PageFrame {
  return {
    title: 'Seite nicht gefunden',
    description: 'Diese Seite gibt es nicht.',
    path,
    main: html`
<h1>Seite nicht gefunden</h1>
<p>Unter dieser Adresse gibt es leider keine Seite. Vielleicht hilft Ihnen die <a href="/">Startseite</a> oder unser <a href="/blog/">Blog</a> weiter.</p>`,
  };
}
