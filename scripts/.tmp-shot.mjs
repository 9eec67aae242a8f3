import { chromium } from 'playwright-core';
const [url, out, width = '375', scheme = 'light'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme });
await page.goto(url);
await page.waitForSelector('.playground [role="status"]:not([data-verdict=""])', { timeout: 30000 });
await page.waitForTimeout(1500);
const next = page.locator('.watch .step-buttons button').nth(2);
if (process.env.STEP) { for (let i = 0; i < Number(process.env.STEP); i++) { await next.click().catch(() => {}); await page.waitForTimeout(300); } }
await page.locator('.line').first().scrollIntoViewIfNeeded().catch(() => {});
await page.screenshot({ path: out, fullPage: false });
await browser.close();
