import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const [url, out, width] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(width ?? 800), height: 900 } });
await page.goto(url);
await page.waitForTimeout(4000);
await page.screenshot({ path: out, fullPage: true });
console.log((await page.locator('body').innerText()).slice(0, 1500));
await browser.close();
