// <ws-parallax>: the picture, its alignment, repeat and opacity and the gradient overlay
// reach CSS through CSSOM; the layer moves by CSS scroll-driven animation (Chromium has it), or by a
// transform per animation frame where a browser has none (CSS.supports stubbed), only while in view;
// `fixed` and `none`; still under reduced motion, with the animation status and on phones unless
// `mobile` says yes; the box before the upgrade and without script.
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { ANIMATION_STATUS_ATTRIBUTE } from '../../platform/motion.ts';
import { define } from '../../elements/parallax/define.ts';
import { parallaxReserve } from '../../elements/parallax/reserve.ts';
import { parallaxOffset, viewProgress } from '../../elements/parallax/rules.ts';
import { capturingConsole } from '../support/console.ts';
import { useReserveProbe } from '../support/slider-page.ts';
import { afterThisTask } from '../support/tasks.ts';

define();

const PICTURE = '/test/elements/fixtures/lightbox-big.svg';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 412, height: 800 };
const content = '<h2>Lackierung</h2><p>Farbton nach Originalcode, im Spritzraum bei 60 Grad getrocknet.</p>';

const pages: HTMLElement[] = [];
/** A page: room above and below, so the section can scroll through the viewport. */
async function parallaxPage(attributes: string, { above = 0 } = {}): Promise<HTMLElement> {
  const page = document.createElement('div');
  page.innerHTML = `<div style="height:${above}px"></div><ws-parallax ${attributes} style="min-height:400px">${content}</ws-parallax><div style="height:2000px"></div>`;
  document.body.prepend(page);
  await afterThisTask();
  pages.push(page);
  return page.querySelector<HTMLElement>('ws-parallax')!;
}
const frameOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('.frame')!;
const layer = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="background"]')!;
const overlay = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="overlay"]')!;
const mode = (el: Element) => frameOf(el).dataset.mode;
const frames = async (count = 2) => {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
};
/** The layer's translation now, in px: "x,y". */
const translation = (el: Element) => {
  const matrix = new DOMMatrixReadOnly(getComputedStyle(layer(el)).transform);
  return `${Math.round(matrix.m41)},${Math.round(matrix.m42)}`;
};
/** What the rules say the offset is for the section's place now. */
const expectedOffset = (el: Element, direction: 'up' | 'down' | 'left' | 'right', velocity: number) => {
  const rect = el.getBoundingClientRect();
  const vertical = direction === 'up' || direction === 'down';
  return Math.round(
    parallaxOffset(
      direction,
      velocity,
      viewProgress(rect.top, rect.height, innerHeight),
      vertical ? rect.height : rect.width,
    ),
  );
};

beforeEach(() => setViewport(DESKTOP));
afterEach(async () => {
  for (const page of pages.splice(0)) page.remove();
  document.documentElement.removeAttribute(ANIMATION_STATUS_ATTRIBUTE);
  scrollTo(0, 0);
  await emulateMedia({ reducedMotion: 'no-preference' });
});
after(() => setViewport({ width: 800, height: 600 }));

describe('<ws-parallax> picture and overlay', () => {
  it('the picture, its alignment, repeat and opacity, and the gradient overlay; the content over them', async () => {
    const el = await parallaxPage(
      `image="${PICTURE}" alignment="left top" repeat="repeat-x" opacity="0.6" gradient-start-color="rgba(0,0,0,0.7)" gradient-end-color="transparent" gradient-end-position="80"`,
    );
    const style = getComputedStyle(layer(el));
    expect(style.backgroundImage).to.equal(`url("${new URL(PICTURE, location.href).href}")`);
    expect(
      `${style.backgroundPosition} | ${style.backgroundRepeat} | ${style.backgroundSize} | ${style.opacity}`,
    ).to.equal('0% 0% | repeat-x | auto | 0.6');
    expect(getComputedStyle(overlay(el)).backgroundImage).to.equal(
      'linear-gradient(rgba(0, 0, 0, 0.7) 0%, rgba(0, 0, 0, 0) 80%)',
    );
    const heading = el.querySelector('h2')!.getBoundingClientRect();
    expect(el.shadowRoot!.elementsFromPoint(heading.left + 5, heading.top + heading.height / 2)[0]?.localName).to.equal(
      'h2',
    );
    await expect(el).to.be.accessible();
  });

  it('without repeat the picture covers; a radial gradient at its place', async () => {
    const el = await parallaxPage(
      `image="${PICTURE}" gradient-start-color="#000" gradient-type="radial" radial-direction="right bottom"`,
    );
    expect(getComputedStyle(layer(el)).backgroundSize).to.equal('cover');
    expect(getComputedStyle(overlay(el)).backgroundImage).to.equal(
      'radial-gradient(circle at 100% 100%, rgb(0, 0, 0) 0%, rgba(0, 0, 0, 0) 100%)',
    );
  });

  it('bad values warn once each, naming the attribute, and read as the defaults', async () => {
    const warnings = await capturingConsole('warn', async () => {
      const el = await parallaxPage(
        `image="javascript:alert(1)" direction="sideways" velocity="7" opacity="-1" alignment="middle" repeat="tile" gradient-start-color="red;x:y" gradient-end-color="#fff"`,
      );
      expect(
        `${mode(el)} ${frameOf(el).dataset.axis} ${getComputedStyle(layer(el)).backgroundImage} ${getComputedStyle(layer(el)).opacity} ${getComputedStyle(overlay(el)).backgroundImage}`,
      ).to.equal('css y none 1 none');
    });
    const lines = warnings.map((args) => args.join(' '));
    for (const attribute of ['image', 'direction', 'velocity', 'opacity', 'alignment', 'repeat', 'gradient'])
      expect(
        lines.some((line) => line.startsWith('<ws-parallax>') && line.includes(attribute)),
        `${attribute}: ${lines.join('\n')}`,
      ).to.equal(true);
    expect(lines.length).to.equal(7);
  });
});

describe('<ws-parallax> moves by CSS scroll-driven animation where the browser has it', () => {
  for (const [direction, axis] of [
    ['up', 'y'],
    ['down', 'y'],
    ['left', 'x'],
    ['right', 'x'],
  ] as const) {
    it(`${direction}: the layer follows the section's view timeline, larger than the section by the velocity`, async () => {
      const el = await parallaxPage(`image="${PICTURE}" direction="${direction}" velocity="0.25"`, { above: 600 });
      expect(`${mode(el)} ${frameOf(el).dataset.axis}`).to.equal(`css ${axis}`);
      const style = getComputedStyle(layer(el));
      expect(`${style.animationName} ${style.getPropertyValue('animation-timeline')}`).to.equal(
        `ws-parallax-${axis} --ws-parallax`,
      );
      const box = el.getBoundingClientRect();
      const cover = layer(el).getBoundingClientRect();
      const size = axis === 'y' ? `${Math.round(cover.height)}` : `${Math.round(cover.width)}`;
      expect(size, 'the layer is 1.5 sections along its axis').to.equal(
        `${Math.round((axis === 'y' ? box.height : box.width) * 1.5)}`,
      );
      // At two scroll positions the layer sits where the rules put it (the CSS path and the script path agree).
      for (const y of [0, 500]) {
        scrollTo(0, y);
        await frames(3);
        const expected = expectedOffset(el, direction, 0.25);
        const [x, yOffset] = translation(el).split(',').map(Number);
        const actual = axis === 'y' ? yOffset! : x!;
        expect(Math.abs(actual - expected) <= 2, `at scroll ${y}: ${actual} px, the rules say ${expected}`).to.equal(
          true,
        );
      }
    });
  }

  it('fixed: the picture stays on the screen (background-attachment fixed), no animation; none: static', async () => {
    const fixed = await parallaxPage(`image="${PICTURE}" direction="fixed"`);
    expect(
      `${mode(fixed)} ${getComputedStyle(layer(fixed)).backgroundAttachment} ${getComputedStyle(layer(fixed)).animationName}`,
    ).to.equal('fixed fixed none');
    const still = await parallaxPage(`image="${PICTURE}" direction="none"`);
    expect(
      `${mode(still)} ${getComputedStyle(layer(still)).backgroundAttachment} ${getComputedStyle(layer(still)).animationName} ${getComputedStyle(layer(still)).transform}`,
    ).to.equal('static scroll none none');
  });
});

describe('<ws-parallax> a transform per frame where CSS scroll-driven animations are missing', () => {
  let supports: typeof CSS.supports;
  beforeEach(() => {
    supports = CSS.supports;
    CSS.supports = ((property: string, value?: string) =>
      property.includes('animation-timeline')
        ? false
        : value === undefined
          ? supports(property)
          : supports(property, value)) as typeof CSS.supports;
  });
  afterEach(() => {
    CSS.supports = supports;
  });

  it('sets the transform the rules give on scroll, only while the section is in view', async () => {
    const el = await parallaxPage(`image="${PICTURE}" direction="down" velocity="0.3"`, { above: 300 });
    expect(mode(el)).to.equal('script');
    expect(getComputedStyle(layer(el)).animationName).to.equal('none');
    await waitUntil(() => layer(el).style.transform !== '', 'no transform set');
    for (const y of [100, 400]) {
      scrollTo(0, y);
      await frames(3);
      expect(translation(el)).to.equal(`0,${expectedOffset(el, 'down', 0.3)}`);
    }
    // Out of view: the listener is off, the transform stays as it was.
    scrollTo(0, 1500);
    await frames(4);
    const left = layer(el).style.transform;
    scrollTo(0, 1600);
    await frames(3);
    expect(layer(el).style.transform).to.equal(left);
    scrollTo(0, 200);
    await frames(4);
    expect(translation(el)).to.equal(`0,${expectedOffset(el, 'down', 0.3)}`);
  });

  it('left: along the x axis', async () => {
    const el = await parallaxPage(`image="${PICTURE}" direction="left" velocity="0.5"`);
    await waitUntil(() => layer(el).style.transform !== '', 'no transform set');
    expect(translation(el)).to.equal(`${expectedOffset(el, 'left', 0.5)},0`);
  });
});

describe('<ws-parallax> still under reduced motion, with the animation status, and on phones unless mobile', () => {
  const cases: Array<[string, { status?: string; phone?: boolean; reduced?: boolean; mobile?: string }, string]> = [
    ['desktop', {}, 'css'],
    ['desktop, status desktop', { status: 'desktop' }, 'css'],
    ['desktop, status off', { status: 'off' }, 'static'],
    ['desktop, reduced motion', { reduced: true }, 'static'],
    ['phone, mobile no (default)', { phone: true }, 'static'],
    ['phone, mobile yes', { phone: true, mobile: 'yes' }, 'css'],
    ['phone, mobile yes, status desktop', { phone: true, mobile: 'yes', status: 'desktop' }, 'static'],
    [
      'phone, mobile yes, status desktop_and_mobile',
      { phone: true, mobile: 'yes', status: 'desktop_and_mobile' },
      'css',
    ],
    ['phone, mobile yes, reduced motion', { phone: true, mobile: 'yes', reduced: true }, 'static'],
  ];
  for (const [name, { status, phone, reduced, mobile }, expected] of cases) {
    it(`${name}: ${expected}`, async () => {
      if (status) document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, status);
      if (phone) await setViewport(PHONE);
      if (reduced) await emulateMedia({ reducedMotion: 'reduce' });
      const el = await parallaxPage(`image="${PICTURE}" ${mobile ? `mobile="${mobile}"` : ''}`);
      expect(mode(el)).to.equal(expected);
      if (expected === 'static') {
        const box = el.getBoundingClientRect();
        const cover = layer(el).getBoundingClientRect();
        expect(
          `${getComputedStyle(layer(el)).animationName} ${cover.height} ${cover.top}`,
          'the picture sits still, the size of the section',
        ).to.equal(`none ${box.height} ${box.top}`);
      }
    });
  }

  it('follows a change of the status while it is on the page', async () => {
    const el = await parallaxPage(`image="${PICTURE}" direction="fixed"`);
    expect(mode(el)).to.equal('fixed');
    document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, 'off');
    await waitUntil(() => mode(el) === 'static', 'still moving');
    expect(getComputedStyle(layer(el)).backgroundAttachment).to.equal('scroll');
  });
});

describe('<ws-parallax> before its code and without script', () => {
  useReserveProbe('ws-parallax-probe', parallaxReserve, {});
  it('the undefined tag is the upgraded box, its content visible', async () => {
    const page = document.createElement('div');
    page.innerHTML = `<ws-parallax-probe style="padding:2rem">${content}</ws-parallax-probe><ws-parallax image="${PICTURE}" style="padding:2rem">${content}</ws-parallax>`;
    document.body.prepend(page);
    await afterThisTask();
    pages.push(page);
    const size = (node: Element) =>
      `${Math.round(node.getBoundingClientRect().width)}x${Math.round(node.getBoundingClientRect().height)}`;
    const [probe, el] = [page.firstElementChild!, page.lastElementChild!];
    expect(size(probe)).to.equal(size(el));
    expect(
      `${getComputedStyle(probe).position} ${getComputedStyle(probe).overflow} ${getComputedStyle(probe.querySelector('p')!).visibility}`,
    ).to.equal('relative clip visible');
  });
});
