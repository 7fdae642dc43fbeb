import { describe, expect, it } from 'vitest';
import {
  ContactResponse,
  ContactsResponse,
  ContactTagsResponse,
  RemoveContactResponse,
} from '#openapi/demo/contacts.ts';
import { demoClient, expectContract, expectInvalidField, notFound } from '../demo-test-client.ts';

const contactNotFound = notFound('CONTACT_NOT_FOUND', 'Contact not found');
const names = (json: { body: { name: string }[] }) => json.body.map((contact) => contact.name);

const meena = {
  name: 'Meena Sundaram',
  email: 'meena@coromandel.example.org',
  phone: '9443322110',
  company: 'Coromandel Institute of Science',
  jobTitle: 'Placement Officer',
  notes: 'Met at the Chennai job fair.',
  tags: ['placement-officer'],
};

describe('GET /api/contacts-app/tags', () => {
  it('lists the five labels', async () => {
    const json = await demoClient().get('/contacts-app/tags');
    expectContract(ContactTagsResponse, json);
    expect(json.body.map((tag: { id: string }) => tag.id)).toEqual([
      'recruiter',
      'placement-officer',
      'student',
      'vendor',
      'alumni',
    ]);
  });
});

describe('GET /api/contacts-app/contacts', () => {
  it('lists the ten sample contacts by name', async () => {
    const json = await demoClient().get('/contacts-app/contacts');
    expectContract(ContactsResponse, json);
    expect(names(json)).toEqual([
      'Ananya Iyer',
      'Arjun Mehta',
      'Divya Menon',
      'Farhan Ali',
      'Karthik Subramanian',
      'Lakshmi Narayanan',
      'Meera Krishnan',
      'Rahul Deshpande',
      'Ravi Chandran',
      'Sneha Pillai',
    ]);
  });

  it('finds by any part of name, email, phone, company or job title, ignoring case', async () => {
    const { get } = demoClient();
    expect(names(await get('/contacts-app/contacts?search=KAVERI'))).toEqual([
      'Karthik Subramanian',
      'Lakshmi Narayanan',
    ]);
    expect(names(await get('/contacts-app/contacts?search=verifyfast'))).toEqual(['Divya Menon']);
    expect(names(await get('/contacts-app/contacts?search=98400'))).toEqual(['Lakshmi Narayanan']);
    expect(names(await get('/contacts-app/contacts?search=nobody'))).toEqual([]);
  });

  it('filters by a label, with the search on top', async () => {
    const { get } = demoClient();
    expect(names(await get('/contacts-app/contacts?tag=alumni'))).toEqual([
      'Ananya Iyer',
      'Farhan Ali',
    ]);
    expect(names(await get('/contacts-app/contacts?tag=recruiter&search=engineer'))).toEqual([
      'Farhan Ali',
      'Sneha Pillai',
    ]);
  });

  it('answers 400 naming the tag when it is not a label', async () => {
    expectInvalidField(await demoClient().call('GET', '/contacts-app/contacts?tag=friend'), '/tag');
  });
});

describe('GET /api/contacts-app/contact', () => {
  it('answers one contact with every field', async () => {
    const json = await demoClient().get('/contacts-app/contact?id=9');
    expectContract(ContactResponse, json);
    expect(json.body).toEqual({
      id: 9,
      name: 'Divya Menon',
      email: 'divya@verifyfast.example.com',
      phone: '8056781234',
      company: 'VerifyFast Background Checks',
      jobTitle: 'Account Manager',
      notes: 'Background verification: 5 working days per candidate.',
      tags: ['vendor'],
    });
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const { call } = demoClient();
    expect(await call('GET', '/contacts-app/contact?id=11')).toEqual(contactNotFound);
    expectInvalidField(await call('GET', '/contacts-app/contact?id=-1'), '/id');
  });
});

describe('POST /api/contacts-app/create-contact', () => {
  it('adds the contact with the next id, and search finds it', async () => {
    const { get, post } = demoClient();
    const json = await post('/contacts-app/create-contact', meena);
    expectContract(ContactResponse, json);
    expect(json).toEqual({ status: true, message: 'Contact added', body: { id: 11, ...meena } });
    expect(names(await get('/contacts-app/contacts?search=meena'))).toEqual(['Meena Sundaram']);
    expect((await get('/contacts-app/contact?id=11')).body).toEqual({ id: 11, ...meena });
  });

  it('answers 400 naming each field in error', async () => {
    const { call } = demoClient();
    const create = (body: unknown) => call('POST', '/contacts-app/create-contact', body);
    expectInvalidField(await create({ ...meena, name: ' ' }), '/name');
    expectInvalidField(await create({ ...meena, email: 'meena' }), '/email');
    expectInvalidField(await create({ ...meena, tags: ['friend'] }), '/tags/0');
    expectInvalidField(await create({ ...meena, tags: ['vendor', 'vendor'] }), '/tags');
    const { phone: _phone, ...withoutPhone } = meena;
    expectInvalidField(await create(withoutPhone), '/phone');
  });
});

describe('POST /api/contacts-app/update-contact', () => {
  it('replaces the contact, labels included', async () => {
    const { get, post } = demoClient();
    const before = (await get('/contacts-app/contact?id=2')).body;
    const changed = { ...before, jobTitle: 'Graduate Engineer Trainee', tags: ['alumni'] };
    const json = await post('/contacts-app/update-contact', changed);
    expectContract(ContactResponse, json);
    expect(json.body).toEqual(changed);
    expect(names(await get('/contacts-app/contacts?tag=alumni'))).toContain('Karthik Subramanian');
    expect(names(await get('/contacts-app/contacts?tag=student'))).toEqual(['Ananya Iyer']);
  });

  it('answers 404 for a contact it does not hold', async () => {
    const { call } = demoClient();
    const body = { id: 50, ...meena };
    expect(await call('POST', '/contacts-app/update-contact', body)).toEqual(contactNotFound);
  });
});

describe('POST /api/contacts-app/remove-contact', () => {
  it('deletes the contact; a second delete is a 404', async () => {
    const { call, get, post } = demoClient();
    const json = await post('/contacts-app/remove-contact', { id: 4 });
    expectContract(RemoveContactResponse, json);
    expect(json).toEqual({ status: true, message: 'Contact deleted', body: { id: 4 } });
    expect(names(await get('/contacts-app/contacts'))).not.toContain('Arjun Mehta');
    expect(await call('POST', '/contacts-app/remove-contact', { id: 4 })).toEqual(contactNotFound);
  });

  it('answers 400 naming the id', async () => {
    const { call } = demoClient();
    expectInvalidField(await call('POST', '/contacts-app/remove-contact', {}), '/id');
  });
});

describe('resetting the demo data', () => {
  it('puts removed contacts back and drops added ones', async () => {
    const { get, post } = demoClient();
    await post('/contacts-app/create-contact', meena);
    await post('/contacts-app/remove-contact', { id: 1 });
    await post('/__stub/reset');
    const list = names(await get('/contacts-app/contacts'));
    expect(list).toHaveLength(10);
    expect(list).toContain('Lakshmi Narayanan');
    expect(list).not.toContain('Meena Sundaram');
  });
});
