// What visitors read on the demo site: the Impressum, the newsletter sign-up,
// the forum notices and the texts, asked of the running demo server as a browser would.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { startDemoServer } from '../../demo/listen.ts';
import { forumPage } from '../../demo/pages/forum.ts';
import { TEXTS as SEARCH_TEXTS } from '../../elements/live-search/rules.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with the path exactly as given; a form body is sent as a browser sends a form. */
function ask(base: string, method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const body = form ? new URLSearchParams(form).toString() : '';
    const headers = form
      ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) }
      : {};
    const sent = request({ hostname, port, path, method, headers }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The page's visible words: tags dropped, entities the templates write decoded, spaces folded. */
function textOf(markup: string): string {
  return markup
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** Every German date ("14. März 2026") in a text, as YYYY-MM-DD. */
function germanDatesIn(text: string): string[] {
  const pattern = new RegExp(`(\\d{1,2})\\. (${MONTHS.join('|')}) (\\d{4})`, 'g');
  return [...text.matchAll(pattern)].map(
    ([, day, month, year]) => `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`,
  );
}

/** The pages a visitor reaches from the navigation and the footer. */
const PAGES = [
  '/',
  '/leistungen/',
  '/galerie/',
  '/ablauf/',
  '/blog/',
  '/blog/page/2/',
  '/kontakt/',
  '/datenschutz/',
  '/shop/',
  '/forum/',
  '/impressum/',
];

describe('demo content: imprint, newsletter sign-up, forum notices, texts', () => {
  let server: Awaited<ReturnType<typeof startDemoServer>>;
  before(async () => {
    server = await startDemoServer(0, '127.0.0.1');
  });
  after(() => new Promise<void>((resolve) => server.server.close(() => resolve())));

  describe('Impressum (§ 5 DDG for a GmbH)', () => {
    it('is a page of its own with every field the law asks of a GmbH', async () => {
      const answer = await ask(server.url, 'GET', '/impressum/');
      assert.equal(answer.status, 200);
      const text = textOf(answer.body);
      assert.match(answer.body, /<h1>Impressum<\/h1>/);
      // Name with legal form and an address where documents can be served.
      assert.match(text, /Karosserie & Lack Weber GmbH/);
      assert.match(text, /Industriestraße 12 70565 Stuttgart/);
      // Who represents the company.
      assert.match(text, /Geschäftsführer(in)?: [A-ZÄÖÜ][a-zäöüß]+ [A-ZÄÖÜ][a-zäöüß]+/);
      // Commercial register: court and number.
      assert.match(text, /Registergericht: Amtsgericht [A-ZÄÖÜ]\w+/);
      assert.match(text, /Registernummer: HRB \d{3,6}/);
      // VAT identification number (§ 27a UStG): DE and nine digits.
      assert.match(text, /Umsatzsteuer-Identifikationsnummer[^:]*: DE ?\d{9}\b/);
      // Fast contact: telephone and e-mail, as links.
      assert.match(answer.body, /href="tel:\+49\d+"/);
      assert.match(answer.body, /href="mailto:[^"@]+@[^"]+"/);
      assert.match(text, /Telefon: \+49 [\d ]+/);
      assert.match(text, /E-Mail: \S+@\S+/);
    });

    it('is linked from the footer of every page', async () => {
      for (const path of PAGES) {
        const answer = await ask(server.url, 'GET', path);
        assert.equal(answer.status, 200, path);
        const footer = /<footer[\s\S]*<\/footer>/.exec(answer.body)?.[0] ?? '';
        assert.match(footer, /<a href="\/impressum\/"[^>]*>Impressum<\/a>/, path);
      }
    });
  });

  describe('newsletter sign-up', () => {
    const address = 'kunde.neu@beispiel.de';

    it('the home page form posts to the newsletter endpoint', async () => {
      const home = (await ask(server.url, 'GET', '/')).body;
      const form = /<form class="newsletter-form"[^>]*>/.exec(home)?.[0] ?? '';
      assert.match(form, /action="\/newsletter\/"/);
      assert.match(form, /method="post"/);
    });

    it('a good address: redirect after POST to a confirmation, the address in no URL', async () => {
      const answer = await ask(server.url, 'POST', '/newsletter/', { email: address });
      assert.equal(answer.status, 303);
      const location = String(answer.headers.location ?? '');
      assert.match(location, /^\/newsletter\/[\w-]+\/$/);
      for (const form of [address, encodeURIComponent(address), '@', '%40'])
        assert.ok(!location.includes(form), location);
      const confirmation = await ask(server.url, 'GET', location);
      assert.equal(confirmation.status, 200);
      assert.match(textOf(confirmation.body), /Vielen Dank/);
      assert.match(textOf(confirmation.body), /Bestätigungs-E-Mail|bestätigen/);
    });

    it('surrounding spaces are fine; upper case too', async () => {
      const answer = await ask(server.url, 'POST', '/newsletter/', { email: '  Kunde@Beispiel.DE ' });
      assert.equal(answer.status, 303);
    });

    for (const [typed, message] of [
      ['', 'Bitte geben Sie Ihre E-Mail-Adresse ein.'],
      ['kunde.beispiel.de', 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
      ['kunde@beispiel', 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
      ['kunde @beispiel.de', 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
      [`${'a'.repeat(250)}@beispiel.de`, 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
    ] as const) {
      it(`a bad address (${JSON.stringify(typed.slice(0, 20))}) gets a German message and keeps what was typed`, async () => {
        const answer = await ask(server.url, 'POST', '/newsletter/', { email: typed });
        assert.equal(answer.status, 422);
        assert.equal(answer.headers.location, undefined);
        assert.ok(textOf(answer.body).includes(message), textOf(answer.body).slice(0, 400));
        const field = /<input[^>]*id="newsletter-page-email"[^>]*>/.exec(answer.body)?.[0] ?? '';
        assert.ok(field.includes(`value="${typed}"`), field);
        assert.match(field, /aria-invalid="true"/);
      });
    }

    it('what was typed comes back as text, never as markup', async () => {
      const answer = await ask(server.url, 'POST', '/newsletter/', { email: '"><script>alert(1)</script>' });
      assert.equal(answer.status, 422);
      assert.ok(!answer.body.includes('<script>alert(1)'));
      assert.ok(answer.body.includes('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"'));
    });

    it('the sign-up page works without the popup (and without JavaScript)', async () => {
      const answer = await ask(server.url, 'GET', '/newsletter/');
      assert.equal(answer.status, 200);
      assert.match(answer.body, /<form[^>]*action="\/newsletter\/"[^>]*method="post"/);
    });
  });

  describe('forum notices', () => {
    it('"Ihr Beitrag wurde veröffentlicht." is not shown to every visitor', async () => {
      const answer = await ask(server.url, 'GET', '/forum/');
      assert.ok(!answer.body.includes('Ihr Beitrag wurde veröffentlicht.'));
    });

    it('a dated notice never names a day already past (server clock)', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const answer = await ask(server.url, 'GET', '/forum/');
      const notices = /<section class="forum-notices"[\s\S]*?<\/section>/.exec(answer.body)?.[0] ?? '';
      for (const date of germanDatesIn(textOf(notices))) assert.ok(date >= today, `${date} is before ${today}`);
    });

    it('the maintenance notice follows the clock: on 22 November 2026 it names a day after it', () => {
      const main = forumPage(false, new Date('2026-11-22T10:00:00Z')).main.value;
      const text = textOf(/<section class="forum-notices"[\s\S]*?<\/section>/.exec(main)?.[0] ?? '');
      const dates = germanDatesIn(text);
      assert.ok(dates.length > 0, text);
      for (const date of dates) assert.ok(date > '2026-11-22' && date <= '2026-12-31', date);
      assert.match(text, /Wartungsarbeiten/);
    });
  });

  describe('texts', () => {
    it('no developer words on the services page', async () => {
      const text = textOf((await ask(server.url, 'GET', '/leistungen/')).body);
      assert.ok(!text.includes('als Leiste'), 'Öffnungszeiten als Leiste');
    });

    it('the no-results sentence ends with its period, in the live search and on the search page', async () => {
      assert.equal(
        SEARCH_TEXTS.de.noResults,
        'Keine Suchergebnisse stimmen mit Ihrer Anfrage überein. Bitte versuchen Sie es noch einmal.',
      );
      const text = textOf((await ask(server.url, 'GET', '/blog/?s=gibtesnicht')).body);
      assert.ok(
        text.includes('Keine Suchergebnisse stimmen mit Ihrer Anfrage überein. Bitte versuchen Sie es noch einmal.'),
        text,
      );
    });

    it('the contact page never says the embeds load "sobald Sie zustimmen" (the placeholder says it while they wait)', async () => {
      const text = textOf((await ask(server.url, 'GET', '/kontakt/')).body);
      assert.doesNotMatch(text, /sobald Sie[^.]*zustimmen/);
    });
  });
});
