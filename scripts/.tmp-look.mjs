import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const shots = [
  ['ko-375-light', 375, 'light', '/#nim=3%204%205&lang=ko'],
  ['ru-1280-dark', 1280, 'dark', '/#permutation=3%206%205%201%204%202&lang=ru'],
  ['ko-1280-light-auction', 1280, 'light', '/#auction=1%E2%99%A0%20Pass%202%E2%99%A0%20Pass%20Pass%20Pass&lang=ko'],
  ['ru-375-dark-ticket', 375, 'dark', '/#ticket=%3F054%3F%3F0%3F&lang=ru'],
];
for (const [name, width, scheme, url] of shots) {
  const page = await browser.newPage({ viewport: { width, height: 1000 }, colorScheme: scheme });
  await page.goto(`http://127.0.0.1:8765${url}`);
  await page.waitForTimeout(3000);
  const more = page.locator('details.more > summary');
  if (await more.count()) await more.first().click().catch(() => {});
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  const watch = page.locator('.watch, section.watch, .line').first();
  console.log(name, (await page.locator('h2, h3').allTextContents()).slice(0, 12).join(' | '));
  await page.close();
}
await browser.close();
