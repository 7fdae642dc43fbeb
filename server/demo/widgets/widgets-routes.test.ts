import { describe, expect, it } from 'vitest';
import { WidgetsResponse } from '#openapi/demo/widgets.ts';
import { demoClient, expectContract } from '../demo-test-client.ts';

type Figure = { id: string; value: number; caption: string };
const figures = (json: { body: { figures: Figure[] } }) =>
  Object.fromEntries(json.body.figures.map((figure) => [figure.id, figure.value]));

describe('GET /api/academy-dashboard-app/widgets', () => {
  it('counts the academy’s courses as they stand', async () => {
    const json = await demoClient().get('/academy-dashboard-app/widgets');
    expectContract(WidgetsResponse, json);
    // 8 courses; done: 3 (5/5) and 6 (3/3); started: 1, 4 and 8; 12 of 26 steps done; the time
    // is each course's minutes times its share of steps done: 45 + 240 + 40 + 45 + 17 = 387.
    expect(figures(json)).toEqual({
      courses: 8,
      'in-progress': 3,
      completed: 2,
      'steps-done': 46,
      'learning-time': 6.5,
    });
    const byCategory = json.body.tables.find((table: { id: string }) => table.id === 'by-category');
    expect(byCategory.rows).toEqual([
      { category: 'Aptitude', courses: 2, completed: 0, progress: 29 },
      { category: 'Programming', courses: 2, completed: 1, progress: 75 },
      { category: 'Interview skills', courses: 2, completed: 1, progress: 50 },
      { category: 'Communication', courses: 2, completed: 0, progress: 20 },
    ]);
  });

  it('shows progress saved on a course', async () => {
    const { get, post } = demoClient();
    await post('/academy-app/course/progress', { courseId: 7, activeStep: 2 });
    const json = await get('/academy-dashboard-app/widgets');
    expect(figures(json)).toMatchObject({ completed: 3, 'steps-done': 54 });
    const recent = json.body.tables.find((table: { id: string }) => table.id === 'recent');
    expect(recent.rows[0]).toMatchObject({ course: 'Business email writing', step: '2 / 2' });
  });
});

describe('GET /api/reports-app/widgets', () => {
  it('answers the season’s figures and the two tables', async () => {
    const json = await demoClient().get('/reports-app/widgets');
    expectContract(WidgetsResponse, json);
    expect(figures(json)).toEqual({ registered: 356, tested: 302, offers: 54, 'offer-rate': 17.9 });
    expect(json.body.tables.map((table: { title: string }) => table.title)).toEqual([
      'Drives by institute',
      'Pipeline by month',
    ]);
    expect(json.body.tables[0].rows[0]).toEqual({
      institute: 'Kaveri Institute of Technology',
      registered: 128,
      tested: 112,
      offers: 24,
    });
  });
});
