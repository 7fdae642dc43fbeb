import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '#openapi/demo/e-commerce.ts';
import { seedProducts } from '../../../../../server/demo/e-commerce/product-seed.ts';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { captureToasts } from '../../../../test/toasts.ts';
import { blankProduct } from './product-editor.tsx';
import { ProductForm } from './product-form.tsx';

const save = vi.hoisted(() => ({
  mutate: vi.fn(),
  isPending: false,
  error: null as Error | null,
}));
const remove = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
vi.mock('../api/save-product.ts', () => ({ useSaveProduct: () => save }));
vi.mock('../api/remove-product.ts', () => ({ useRemoveProduct: () => remove }));
beforeEach(() => {
  save.mutate.mockReset();
  save.isPending = false;
  save.error = null;
  remove.mutate.mockReset();
});

/** The seed's first product: Placement Prep Handbook, ₹449 at 10% tax, two pictures. */
const handbook = () => seedProducts()[0] as Product;

const blank = blankProduct('a1b2c3d4-0000-4000-8000-000000000001');

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const saved = () => save.mutate.mock.calls[0]?.[0] as Product | undefined;

describe('the product editor (demo store, a native form)', () => {
  it('says what is wrong at each field, focuses the first, and sends nothing', async () => {
    renderWithApp(<ProductForm product={handbook()} isNew={false} />);
    const user = userEvent.setup();
    await user.clear(field('Name'));
    await user.type(field('Handle'), ' Two');
    await user.clear(field('Price without tax'));
    await user.clear(field('Tax rate (%)'));
    await user.type(field('Tax rate (%)'), '120');
    await user.type(field('Quantity in stock'), '.5');
    await user.clear(field('Extra shipping fee'));
    await user.type(field('Extra shipping fee'), 'free');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('You must enter a product name')).toBeTruthy();
    expect(
      screen.getByText('Use lowercase letters and digits joined by single hyphens'),
    ).toBeTruthy();
    expect(screen.getAllByText('Enter an amount of zero or more')).toHaveLength(3);
    expect(screen.getByText('Enter a whole number of zero or more')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the 6 fields marked below.');
    expect(document.activeElement).toBe(field('Name'));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    // The price with tax waits for figures it can work with.
    expect(screen.getByRole('status', { name: 'Price with tax' }).textContent).toBe('—');
    expect(save.mutate).not.toHaveBeenCalled();
  });

  it('sends the whole product, its price with tax worked out and its handle made from its name', async () => {
    const toasts = captureToasts();
    renderWithApp(<ProductForm product={handbook()} isNew={false} />);
    const user = userEvent.setup();
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Placement Prep Handbook 2026');
    await user.clear(field('Handle'));
    await user.clear(field('Price without tax'));
    await user.type(field('Price without tax'), '150');
    await user.clear(field('Tax rate (%)'));
    await user.type(field('Tax rate (%)'), '18');
    // The price with tax follows the price and the rate as they are typed.
    expect(screen.getByRole('status', { name: 'Price with tax' }).textContent).toBe('₹177.00');
    await user.type(field('Tags'), 'bestseller{Enter}');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('radio', { name: 'Picture 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(save.mutate).toHaveBeenCalledTimes(1);
    expect(saved()).toEqual({
      ...handbook(),
      name: 'Placement Prep Handbook 2026',
      handle: 'placement-prep-handbook-2026',
      tags: ['aptitude', 'interview', 'bestseller'],
      priceTaxExcl: 150,
      taxRate: 18,
      priceTaxIncl: 177,
      featuredImageId: '2',
      active: false,
    });
    save.mutate.mock.calls[0]?.[1].onSuccess();
    expect(toasts).toEqual([{ variant: 'success', text: 'Product saved' }]);
  });

  it('sends a second press of Save nowhere while the first is saving', async () => {
    save.isPending = true;
    renderWithApp(<ProductForm product={handbook()} isNew={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(save.mutate).not.toHaveBeenCalled();
  });

  it("shows the server's refusal above the buttons", () => {
    save.error = new ApiError('The store is closed', { kind: 'network', status: 0 });
    renderWithApp(<ProductForm product={handbook()} isNew={false} />);
    expect(screen.getByRole('alert').textContent).toBe('The store is closed');
  });

  it('saves a new product, then moves to its own address; it has nothing to remove', async () => {
    const { router } = renderWithApp(<ProductForm product={blank} isNew />, {
      at: '/apps/e-commerce/products/new',
    });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Remove product' })).toBeNull();
    expect(screen.getByText('This product has no pictures.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('You must enter a product name')).toBeTruthy();
    expect(save.mutate).not.toHaveBeenCalled();

    await user.type(field('Name'), 'Mock Test Pass');
    await user.type(field('Categories'), 'Books, Tests');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved()).toEqual({
      ...blank,
      name: 'Mock Test Pass',
      handle: 'mock-test-pass',
      categories: ['Books', 'Tests'],
      priceTaxIncl: 0,
    });
    save.mutate.mock.calls[0]?.[1].onSuccess();
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/apps/e-commerce/products/${blank.id}`),
    );
  });

  it('removes the product and goes back to the list, or says why it could not', async () => {
    const toasts = captureToasts();
    const { router } = renderWithApp(<ProductForm product={handbook()} isNew={false} />, {
      at: '/apps/e-commerce/products/1',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove product' }));
    expect(remove.mutate).toHaveBeenCalledWith('1', expect.anything());
    const handlers = remove.mutate.mock.calls[0]?.[1];
    handlers.onError(new ApiError('The store is closed', { kind: 'network', status: 0 }));
    handlers.onSuccess();
    expect(toasts).toEqual([
      { variant: 'error', text: 'The store is closed' },
      { variant: 'success', text: '1 product removed' },
    ]);
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/apps/e-commerce/products'),
    );
  });

  it('takes at most 20 categories', async () => {
    renderWithApp(
      <ProductForm
        product={{ ...handbook(), categories: Array.from({ length: 20 }, (_, at) => `c${at}`) }}
        isNew={false}
      />,
    );
    const user = userEvent.setup();
    await user.type(field('Categories'), 'one more{Enter}');
    expect(screen.getByText('At most 20 entries')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(field('Categories'));
    expect(save.mutate).not.toHaveBeenCalled();
  });
});
