import { chromium } from 'playwright-core';
const [url, out, width = '375', theme = 'light'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
await page.goto(url, { waitUntil: 'networkidle' });
const info = await page.evaluate(() => {
  const W = document.documentElement.clientWidth;
  const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > W + 1 && getComputedStyle(el).position !== 'fixed');
  // innermost offenders
  const inner = wide.filter((el) => ![...el.children].some((c) => wide.includes(c))).slice(0, 8);
  return { scrollWidth: document.documentElement.scrollWidth, W, inner: inner.map((el) => `${el.tagName}.${el.className} right=${Math.round(el.getBoundingClientRect().right)} text=${(el.textContent||'').slice(0,40)}`) };
});
console.log(JSON.stringify(info, null, 1));
await page.screenshot({ path: out });
await browser.close();
