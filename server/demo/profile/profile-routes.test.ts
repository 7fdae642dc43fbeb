import { describe, expect, it } from 'vitest';
import {
  RemoveTemplateProfilePostResponse,
  TemplateProfileAboutResponse,
  TemplateProfilePostResponse,
  TemplateProfileResponse,
} from '#openapi/demo/profile.ts';
import {
  demoClient,
  expectContract,
  expectInvalidField,
  notFound,
  start,
} from '../demo-test-client.ts';

const about = {
  headline: 'Campus Hiring Manager',
  location: 'Bengaluru, Karnataka',
  about: 'I run campus drives.',
  skills: ['Campus hiring', 'Negotiation'],
};

describe('the template profile (/apps/profile)', () => {
  it('answers the sample about and a timeline of three posts, newest first', async () => {
    const json = await demoClient().get('/profile-app/profile');
    expectContract(TemplateProfileResponse, json);
    expect(json.body.about).toMatchObject({
      name: 'Priya Raman',
      headline: 'Talent Acquisition Lead, Nilgiri Software Labs',
      skills: ['Campus hiring', 'Assessment design', 'Interviewing', 'Employer branding'],
    });
    expect(json.body.timeline.map((post: { id: number }) => post.id)).toEqual([3, 2, 1]);
  });

  it('replaces headline, location, about and skills, keeping name and experience', async () => {
    const { get, post } = demoClient();
    const json = await post('/profile-app/update-about', about);
    expectContract(TemplateProfileAboutResponse, json);
    expect(json.body).toMatchObject({ name: 'Priya Raman', ...about });
    expect(json.body.experience).toHaveLength(2);
    expect((await get('/profile-app/profile')).body.about.headline).toBe('Campus Hiring Manager');
  });

  it('answers 400 naming the field of an about in error', async () => {
    const { call } = demoClient();
    const update = (body: unknown) => call('POST', '/profile-app/update-about', body);
    expectInvalidField(await update({ ...about, headline: '' }), '/headline');
    expectInvalidField(await update({ ...about, skills: ['Hiring', 'Hiring'] }), '/skills');
    expectInvalidField(await update({ ...about, skills: [' '] }), '/skills/0');
  });

  it('posts on top of the timeline and deletes a post; a second delete is a 404', async () => {
    const { call, get, post } = demoClient();
    const created = await post('/profile-app/create-post', { text: 'Offers go out on Monday.' });
    expectContract(TemplateProfilePostResponse, created);
    expect(created.body).toEqual({
      id: 4,
      text: 'Offers go out on Monday.',
      postedAt: new Date(start).toISOString(),
      likes: 0,
    });
    expect((await get('/profile-app/profile')).body.timeline[0].id).toBe(4);
    const removed = await post('/profile-app/remove-post', { id: 2 });
    expectContract(RemoveTemplateProfilePostResponse, removed);
    expect(
      (await get('/profile-app/profile')).body.timeline.map((p: { id: number }) => p.id),
    ).toEqual([4, 3, 1]);
    expect(await call('POST', '/profile-app/remove-post', { id: 2 })).toEqual(
      notFound('POST_NOT_FOUND', 'Post not found'),
    );
    expectInvalidField(await call('POST', '/profile-app/create-post', { text: ' ' }), '/text');
  });

  it('comes back after POST /api/__stub/reset', async () => {
    const { get, post } = demoClient();
    await post('/profile-app/update-about', about);
    await post('/profile-app/remove-post', { id: 1 });
    await post('/__stub/reset');
    const profile = (await get('/profile-app/profile')).body;
    expect(profile.about.location).toBe('Chennai, Tamil Nadu');
    expect(profile.timeline).toHaveLength(3);
  });
});
