import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductResponse, ProductsResponse } from '#openapi/demo/e-commerce.ts';
import { runAxe } from '../a11y/support/axe.ts';
import { baseURL, desktop, openDialog, phone, screenshot, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

async function signedIn(page: Page) {
  await signIn(page, 'recruiter@example.com');
  await page.waitForURL('**/home');
}

/** Opens the quick panel, searches its shortcuts and picks the one named `name`. */
async function openFromQuickPanel(page: Page, search: string, name: string) {
  const panel = await openDialog(
    page,
    page.getByRole('button', { name: 'Quick panel' }),
    'Quick panel',
  );
  await panel.getByRole('combobox', { name: 'Search shortcuts' }).fill(search);
  await panel.getByRole('option', { name }).click();
  await panel.waitFor({ state: 'hidden' });
}

async function serverProduct(productId: string) {
  const response = await fetch(`${baseURL()}/api/e-commerce-app/product?productId=${productId}`);
  return ((await response.json()) as ProductResponse).body;
}

async function serverProducts() {
  const response = await fetch(`${baseURL()}/api/e-commerce-app/products`);
  return ((await response.json()) as ProductsResponse).body;
}

/** The names in the products table, as the page shows them. */
const productNames = (page: Page) => page.getByRole('table').getByRole('link').allTextContents();

/** True when the page is no wider than the window: nothing to scroll sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('The demo store and invoice open from the quick panel with their sample data', () => {
  const story = useBrowser(desktop);

  it('finds the e-commerce apps and the invoice by name and shows their seeded data', async () => {
    const { page } = story;
    await signedIn(page);

    await openFromQuickPanel(page, 'e-commerce', 'E-commerce products');
    await page.waitForURL('**/apps/e-commerce/products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('link', { name: 'Placement Prep Handbook' }).waitFor();
    // Twenty products, ten a page.
    expect(await productNames(page)).toHaveLength(10);
    expect(await page.title()).toBe('E-commerce products · CampusRecruit');
    await screenshot(page, 'demo-shop-products-desktop');
    expect(await runAxe(page, ['main'])).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('campus');
    await expect
      .poll(() => productNames(page))
      .toEqual(['Campus Hoodie - Navy', 'Campus T-Shirt - White', 'Campus Cap']);

    await openFromQuickPanel(page, 'e-commerce', 'E-commerce orders');
    await page.waitForURL('**/apps/e-commerce/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const table = page.getByRole('table');
    await table.getByText('Awaiting PayPal payment').waitFor();
    expect(await table.getByRole('link').count()).toBe(10);
    await screenshot(page, 'demo-shop-orders-desktop');
    expect(await runAxe(page, ['main'])).toEqual([]);

    // The newest order is listed first; its reference opens it with its status history.
    await table.getByRole('link').first().click();
    await page.waitForURL('**/apps/e-commerce/orders/20');
    const history = page.getByRole('region', { name: 'Status history' });
    await history.getByRole('listitem').first().waitFor();
    expect(await history.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Delivered/),
      expect.stringMatching(/^Shipped/),
      expect.stringMatching(/^Preparing the order/),
      expect.stringMatching(/^Remote payment accepted/),
    ]);
    await page.getByRole('region', { name: 'Payment' }).getByText('Credit Card').waitFor();
    await page.getByRole('region', { name: 'Shipping' }).getByText('USPS').waitFor();
    await screenshot(page, 'demo-shop-order-desktop', { fullPage: true });
    expect(await runAxe(page, ['main'])).toEqual([]);

    await openFromQuickPanel(page, 'invoice', 'Invoice');
    await page.waitForURL('**/pages/invoice');
    await page.getByRole('heading', { level: 1, name: 'Invoice INV-2025-0042' }).waitFor();
    const sheet = page.getByRole('article', { name: 'Invoice' });
    await sheet.getByText('Nilgiri Software Pvt Ltd').waitFor();
    await sheet.getByText('Online aptitude assessment').waitFor();
    const totalDue = sheet.getByRole('term').filter({ hasText: 'Total due' });
    await totalDue.waitFor();
    expect(await sheet.locator('dt:has-text("Total due") + dd').textContent()).toBe('₹1,87,030.00');
    await screenshot(page, 'demo-shop-invoice-desktop', { fullPage: true });
    expect(await runAxe(page, ['main'])).toEqual([]);
    expect(story.consoleErrors).toEqual([]);
  });

  it('edits a product, saves it, and lists it under its new name; a new product is appended', async () => {
    const { page } = story;
    await signedIn(page);
    await page.goto('/apps/e-commerce/products');
    await page.getByRole('link', { name: 'Interview Notebook A5' }).click();
    await page.waitForURL('**/apps/e-commerce/products/3');
    // The required mark (an asterisk) is part of the label's accessible name.
    const name = page.getByRole('textbox', { name: /^\W*Name$/ });
    await expect.poll(() => name.inputValue()).toBe('Interview Notebook A5');
    await screenshot(page, 'demo-shop-product-desktop', { fullPage: true });
    expect(await runAxe(page, ['main'])).toEqual([]);

    await name.fill('Interview Notebook A4');
    await page.getByRole('textbox', { name: 'Price without tax' }).fill('150');
    // The price with tax follows the price as it is typed.
    await page.getByRole('status').filter({ hasText: '₹165.00' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Product saved').waitFor();
    expect(await serverProduct('3')).toMatchObject({
      name: 'Interview Notebook A4',
      priceTaxExcl: 150,
      priceTaxIncl: 165,
    });

    await page.getByRole('link', { name: 'Products' }).first().click();
    await page.waitForURL('**/apps/e-commerce/products');
    await page.getByRole('link', { name: 'Interview Notebook A4' }).waitFor();
    expect(await productNames(page)).not.toContain('Interview Notebook A5');

    await page.getByRole('link', { name: 'Add product' }).click();
    await page.waitForURL('**/apps/e-commerce/products/new');
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('You must enter a product name').waitFor();
    await page.getByRole('textbox', { name: /^\W*Name$/ }).fill('Mock Test Pass');
    await page.getByRole('button', { name: 'Save' }).click();
    // Saved, the new product's editor moves to its own URL.
    await page.waitForURL(/\/apps\/e-commerce\/products\/[0-9a-f-]{36}$/);
    const added = (await serverProducts()).at(-1);
    expect(added).toMatchObject({ name: 'Mock Test Pass', handle: 'mock-test-pass', taxRate: 10 });
    expect(page.url()).toContain(added?.id);

    await page.goto('/apps/e-commerce/products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('mock');
    await expect.poll(() => productNames(page)).toEqual(['Mock Test Pass']);
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('On a phone, the store and the invoice fit the screen', () => {
  const story = useBrowser(phone);

  it('shows the products, an order, a product and the invoice without sideways scrolling', async () => {
    const { page } = story;
    await signedIn(page);
    for (const [path, ready, shot] of [
      ['/apps/e-commerce/products', 'Placement Prep Handbook', 'products'],
      ['/apps/e-commerce/orders', 'Awaiting PayPal payment', 'orders'],
      ['/apps/e-commerce/orders/1', 'Awaiting check payment', 'order'],
      ['/apps/e-commerce/products/1', 'Featured picture', 'product'],
      ['/pages/invoice', 'Deccan', 'invoice'],
    ] as const) {
      await page.goto(path === '/pages/invoice' ? '/pages/invoice?id=INV-2025-0043' : path);
      await page.getByText(ready).first().waitFor();
      await screenshot(page, `demo-shop-${shot}-phone`, { fullPage: true });
      expect(await fitsWidth(page), path).toBe(true);
    }
    expect(story.consoleErrors).toEqual([]);
  });
});
