import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const path = process.argv[2] ?? '/medien/';
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }); await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
await page.addInitScript(() => {
  window.__frames = [];
  const t0 = performance.now();
  const look = () => {
    const host = document.querySelector('ws-consent-banner');
    const root = host?.shadowRoot;
    const section = root?.querySelector('[part="banner"]');
    const r = section?.getBoundingClientRect();
    const state = [host ? 'host' : '-', root ? root.children.length + 'ch' : 'noroot', root ? root.adoptedStyleSheets.length + 'ad' : '', section ? `${Math.round(r.top)}/${Math.round(r.height)}` : 'nosection', section?.querySelector('button')?.type, host?.getAttribute('data-ws-printed'), [...(root?.children ?? [])].map((c) => c.localName).join(','), 'sw=' + document.documentElement.scrollWidth, [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 413).slice(0,3).map((e) => e.localName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().width)).join(' | ')].join(' ');
    if (window.__frames.at(-1)?.s !== state) window.__frames.push({ t: Math.round(performance.now() - t0), s: state });
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__frames.push({ t: Math.round(e.startTime), s: 'SHIFT ' + e.value.toFixed(3) }); }).observe({ type: 'layout-shift' });
});
await page.goto(`http://127.0.0.1:8292${path}`, { waitUntil: 'load' });
await page.waitForTimeout(3000);
for (const f of await page.evaluate(() => window.__frames)) console.log(f.t, f.s);
await browser.close();
