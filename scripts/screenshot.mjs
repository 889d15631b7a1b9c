// Screenshots of built pages for a human look: node scripts/screenshot.mjs <url> <out.png> [width] [dark]
import { chromium } from 'playwright-core';

const [url, out, width = '1280', theme = 'light'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
