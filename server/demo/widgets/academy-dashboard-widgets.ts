import type { AcademyCourse } from '#openapi/demo/academy.ts';
import type { Widgets } from '#openapi/demo/widgets.ts';
import { academyCategories } from '../academy/academy-seed.ts';

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);

/**
 * The subject dashboard, counted from the academy's courses as they stand, so progress saved on a
 * course shows here (seed appendix "subject dashboard").
 */
export function academyDashboardWidgets(courses: readonly AcademyCourse[]): Widgets {
  const done = courses.filter((course) => course.activeStep === course.totalSteps);
  const started = courses.filter((c) => c.activeStep > 0 && c.activeStep < c.totalSteps);
  const stepsDone = courses.reduce((sum, course) => sum + course.activeStep, 0);
  const steps = courses.reduce((sum, course) => sum + course.totalSteps, 0);
  const minutesDone = courses.reduce(
    (sum, c) => sum + Math.round((c.durationMinutes * c.activeStep) / c.totalSteps),
    0,
  );
  return {
    figures: [
      { id: 'courses', title: 'Courses', value: courses.length, caption: 'in the academy' },
      {
        id: 'in-progress',
        title: 'In progress',
        value: started.length,
        caption: 'courses started',
      },
      { id: 'completed', title: 'Completed', value: done.length, caption: 'courses finished' },
      {
        id: 'steps-done',
        title: 'Steps done',
        value: percent(stepsDone, steps),
        unit: '%',
        caption: `${stepsDone} of ${steps} steps`,
      },
      {
        id: 'learning-time',
        title: 'Learning time',
        value: Math.round(minutesDone / 6) / 10,
        unit: 'hours',
        caption: 'of the steps done',
      },
    ],
    tables: [
      {
        id: 'by-category',
        title: 'Progress by category',
        columns: [
          { key: 'category', title: 'Category', numeric: false },
          { key: 'courses', title: 'Courses', numeric: true },
          { key: 'completed', title: 'Completed', numeric: true },
          { key: 'progress', title: 'Steps done (%)', numeric: true },
        ],
        rows: academyCategories.map((category) => {
          const own = courses.filter((course) => course.category === category.id);
          return {
            category: category.title,
            courses: own.length,
            completed: own.filter((course) => course.activeStep === course.totalSteps).length,
            progress: percent(
              own.reduce((sum, course) => sum + course.activeStep, 0),
              own.reduce((sum, course) => sum + course.totalSteps, 0),
            ),
          };
        }),
      },
      {
        id: 'recent',
        title: 'Recently studied',
        columns: [
          { key: 'course', title: 'Course', numeric: false },
          { key: 'step', title: 'Steps done', numeric: false },
          { key: 'updated', title: 'Last studied', numeric: false },
        ],
        rows: courses
          .filter((course) => course.activeStep > 0)
          .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1))
          .slice(0, 5)
          .map((course) => ({
            course: course.title,
            step: `${course.activeStep} / ${course.totalSteps}`,
            updated: course.updatedAt,
          })),
      },
    ],
  };
}
