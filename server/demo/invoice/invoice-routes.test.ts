import { describe, expect, it } from 'vitest';
import { InvoiceResponse } from '#openapi/demo/invoice.ts';
import {
  expectAbsent,
  expectMissing,
  makeDemoApp,
} from '../../../tests/server/helpers/demo-app.ts';
import { expectContract, expectInvalidField } from '../../stub/test-support/stub.ts';

describe('GET /api/invoices/get-invoice', () => {
  it('answers the invoice with its parties, services and totals', async () => {
    const { call } = makeDemoApp();
    const { status, json } = await call('GET', '/invoices/get-invoice?id=INV-2025-0042');
    expect(status).toBe(200);
    expectContract(InvoiceResponse, json);
    expect(Object.keys(json.body)).toEqual([
      'id',
      'from',
      'client',
      'number',
      'date',
      'dueDate',
      'services',
      'subtotal',
      'tax',
      'discount',
      'total',
    ]);
    expect(json.body).toMatchObject({
      number: 'INV-2025-0042',
      date: '2025-01-03',
      dueDate: '2025-02-02',
      from: { title: 'Campus Connect Services LLP' },
      client: { title: 'Nilgiri Software Pvt Ltd', email: 'accounts@nilgiri.example.com' },
      subtotal: 161_000,
      discount: 2500,
      tax: 28_530,
      total: 187_030,
    });
    expect(json.body.services[1]).toEqual({
      id: '2',
      title: 'Online aptitude assessment',
      detail: 'Proctored 60-minute aptitude test with a report per candidate.',
      unit: 'Candidate',
      unitPrice: 150,
      quantity: 412,
      total: 61_800,
    });
  });

  it('answers each seeded invoice by its id', async () => {
    const { call } = makeDemoApp();
    const { json } = await call('GET', '/invoices/get-invoice?id=INV-2025-0043');
    expect(json.body).toMatchObject({ client: { title: 'Deccan Analytics Ltd' }, total: 76_346 });
    expect(json.body.services).toHaveLength(2);
  });

  it('answers 404 "Invoice not found" for an unknown id, 400 for a missing or malformed one', async () => {
    const { call } = makeDemoApp();
    expectMissing(
      await call('GET', '/invoices/get-invoice?id=INV-1'),
      'INVOICE_NOT_FOUND',
      'Invoice not found',
    );
    expectInvalidField(await call('GET', '/invoices/get-invoice'), '/id');
    expectInvalidField(await call('GET', '/invoices/get-invoice?id=%3Cb%3E'), '/id');
  });

  it('is absent with DEMO_STUBS=off', async () => {
    const { call } = makeDemoApp({ demoStubs: false });
    await expectAbsent(call, [['GET', '/invoices/get-invoice?id=INV-2025-0042']]);
  });
});
