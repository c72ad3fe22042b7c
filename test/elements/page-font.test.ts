// The author's content inside an element keeps the page's font after the upgrade, and its colour
// where the element draws no surface of its own (elements/kit/README.md#the-pages-font-for-the-authors-content):
// on a page whose font and colour are not the kit's, compared with the same markup in a tag never defined.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import { define as defineAlert } from '../../elements/alert/define.ts';
import { define as defineBlogFeed } from '../../elements/blog-feed/define.ts';
import { define as defineLightbox } from '../../elements/lightbox/define.ts';
import { define as defineSticky } from '../../elements/sticky/define.ts';

defineAlert();
defineBlogFeed();
defineLightbox();
defineSticky();

/** Each element, its content, and whether it keeps the page's colour (an alert has its own surface). */
const ELEMENTS: [tag: string, content: string, keepsColour: boolean][] = [
  ['ws-alert', '<p>Geschlossen vom 27. bis 30. Dezember.</p>', false],
  ['ws-blog-feed', '<article><h2>Neue Lackierkabine</h2></article>', true],
  ['ws-lightbox', '<a href="/images/a.jpg"><span>Vorher und nachher</span></a>', true],
  ['ws-sticky', '<p>Jetzt Termin buchen</p>', true],
];

describe("the author's content keeps the page's font after the upgrade", () => {
  for (const [tag, content, keepsColour] of ELEMENTS) {
    it(`${tag}${keepsColour ? ', and its colour' : ''}`, async () => {
      const page = await fixture<HTMLElement>(staticHtml`<div style="font: 18px/1.6 Georgia, serif; color: #321">
        <${unsafeStatic(tag)}>${unsafeStatic(content)}</${unsafeStatic(tag)}>
        <ws-never-defined>${unsafeStatic(content)}</ws-never-defined>
      </div>`);
      const [element, probe] = [...page.children];
      await waitUntil(() => element!.shadowRoot?.querySelector('slot'), `${tag} did not render`);
      const look = (host: Element) => {
        const style = getComputedStyle(host.querySelector('p, h2, span')!);
        return keepsColour ? [style.fontFamily, style.color] : [style.fontFamily];
      };
      expect(look(element!)).to.deep.equal(look(probe!));
    });
  }
});
