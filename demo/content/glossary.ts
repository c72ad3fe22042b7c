// The site's words: one name for each thing a visitor meets, so that a service, an action or a
// control is called the same on every page, in every element and in the WordPress plugin's texts.
// `test/unit/glossary.test.ts` looks for the words to avoid in all of them.

export interface GlossaryEntry {
  /** The word the site uses. */
  term: string;
  /** What it names, for authors. */
  meaning: string;
  /** Other words for the same thing, never used (matched as whole words, case as written). */
  avoid: string[];
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    term: 'Smart Repair',
    meaning:
      'Ausbessern nur der beschädigten Stelle statt des ganzen Bauteils; zusammengesetzt „Smart-Repair-Verfahren“.',
    avoid: ['Spot-Repair', 'Spot Repair', 'Spot-Reparatur', 'Spotrepair'],
  },
  {
    term: 'Einwilligung',
    meaning:
      'Die Erlaubnis des Besuchers für eine Cookie-Kategorie (Art. 6 Abs. 1 lit. a DSGVO); das Verb ist „einwilligen“ oder „zustimmen“.',
    avoid: ['Zustimmung', 'Zustimmen', 'Opt-in-Erklärung'],
  },
  {
    term: 'Cookie-Einstellungen',
    meaning: 'Das Banner und die Schalter, in denen die Einwilligung gegeben und geändert wird.',
    avoid: ['Cookie-Präferenzen', 'Datenschutzeinstellungen', 'Privatsphäre-Einstellungen'],
  },
  {
    term: 'Ergebnisse',
    meaning: 'Was die Suche findet, in der Live-Suche wie auf der Ergebnisseite.',
    avoid: ['Treffer', 'Suchtreffer'],
  },
  {
    term: 'Kundenstimmen',
    meaning: 'Die Zitate von Kunden auf der Startseite; eine davon ist eine „Kundenstimme“, keine „Folie“.',
    avoid: ['Testimonials', 'Kundenbewertungen'],
  },
  {
    term: 'Wechselnde Wörter',
    meaning: 'Die Wörter eines Titels, die nacheinander erscheinen, und die Schaltfläche, die sie anhält.',
    avoid: ['Wortwechsel'],
  },
];
