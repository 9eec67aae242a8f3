import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const [name, width, scheme, url, selector] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(width), height: 1000 }, colorScheme: scheme });
await page.goto(`http://127.0.0.1:8765${url}`);
await page.waitForTimeout(3000);
await page.locator(selector).first().screenshot({ path: `/tmp/shots/${name}.png` });
await browser.close();
