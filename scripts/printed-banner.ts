// Writes dist/printed-banner.json: the consent banner's first frame as templates that a server fills
// with the settings' texts and prints into the page (docs/ARCHITECTURE.md#the-printed-banner). The demo
// server and the WordPress plugin read this one file, so both print the markup the shell takes over.
import { writeFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { CATEGORY_NAMES, CHOOSABLE_CATEGORIES } from '../consent-bus/categories.ts';
import { DEFAULT_SETTINGS } from '../consent-bus/settings.ts';
import { frameStyles } from '../elements/consent-banner/styles.ts';
import { bannerTexts } from '../elements/consent-banner/rules.ts';
import {
  ANSWERED_ATTRIBUTE,
  PRINTED_ATTRIBUTE,
  consentAnswered,
  printedTemplates,
  textSlots,
  type PrintedBannerFile,
} from '../elements/consent-banner/printed-frame.ts';
import { tokenStyles } from '../platform/tokens.ts';

const minifiedCss = async (css: string) => (await transform(css, { loader: 'css', minify: true })).code.trim();

// The settings' JSON is read as the bus reads it; the defaults are the bus's own.
const check =
  `(${consentAnswered.toString()})(document.cookie,` +
  `(document.getElementById("ws-consent-settings")||{}).textContent,navigator,` +
  `${JSON.stringify({ prefix: DEFAULT_SETTINGS.prefix, policy: DEFAULT_SETTINGS.current_policy_id })})` +
  `&&document.documentElement.setAttribute("${ANSWERED_ATTRIBUTE}","")`;
const script = (await transform(check, { loader: 'js', minify: true })).code.trim();
const rule = `[${ANSWERED_ATTRIBUTE}] ws-consent-banner[${PRINTED_ATTRIBUTE}]{display:none}`;

const file: PrintedBannerFile = {
  head: `<script nonce="{{nonce}}">${script}</script><style nonce="{{nonce}}">${rule}</style>`,
  templates: printedTemplates(CHOOSABLE_CATEGORIES, await minifiedCss(`${tokenStyles}\n${frameStyles}`)),
  texts: {
    de: textSlots(bannerTexts({}, 'optin', 'de', CATEGORY_NAMES), CHOOSABLE_CATEGORIES),
    en: textSlots(bannerTexts({}, 'optin', 'en', CATEGORY_NAMES), CHOOSABLE_CATEGORIES),
  },
};

// Every {{slot}} must be one a server fills: a stray one in the minified code would print as it is.
const known = new Set([...Object.keys(file.texts.de), 'class', 'readMoreUrl', 'answerUrl', 'returnTo', 'palette']);
known.add('nonce');
for (const text of [file.head, ...Object.values(file.templates)])
  for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g))
    if (!known.has(name!)) throw new Error(`printed-banner.json: unknown slot {{${name}}}`);

writeFileSync('dist/printed-banner.json', `${JSON.stringify(file, null, 1)}\n`);
