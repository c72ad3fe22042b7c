import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 800 } });
await page.setContent(`<style>
@supports (aspect-ratio: attr(width type(<number>)) / attr(height type(<number>))) {
:where(iframe[data-category]:not([data-consent-released])) { box-sizing:border-box; width: 100%; height: auto; aspect-ratio: attr(width type(<number>), 300) / attr(height type(<number>), 150); }
}
body{margin:0;padding:0 24px}</style><iframe data-category=marketing width=600 height=450 style="border:0"></iframe><iframe data-category=marketing></iframe>`);
console.log(await page.evaluate(() => [...document.querySelectorAll('iframe')].map((f) => { const r = f.getBoundingClientRect(); return [r.width, r.height]; })));
await browser.close();
