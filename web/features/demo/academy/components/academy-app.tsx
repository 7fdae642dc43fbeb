import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AcademyCategoryId } from '#openapi/demo/academy.ts';
import { links } from '../../../../shared/routing/paths.ts';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { TextInput } from '../../../../shared/ui/text-input.tsx';
import { DemoPage } from '../../shared/demo-page.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { useAcademyCategories } from '../api/get-academy-categories.ts';
import { useAcademyCourses } from '../api/get-academy-courses.ts';
import './academy.css';
import { DemoFilter } from '../../shared/demo-filter.tsx';

/** The demo academy (issue 31): the courses by category and search, each with its progress. */
export function AcademyApp() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<AcademyCategoryId | undefined>();
  const [search, setSearch] = useState('');
  const categories = useAcademyCategories().data?.body ?? [];
  const courses = useAcademyCourses({
    ...(category && { category }),
    ...(search.trim() && { search }),
  });
  const titleOf = (id: string) => categories.find((item) => item.id === id)?.title ?? id;
  return (
    <DemoPage title={t('demoAcademy.title')}>
      <search className="demo-toolbar">
        <TextInput
          type="search"
          aria-label={t('demoAcademy.search')}
          placeholder={t('demoAcademy.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <DemoFilter
          label={t('demoAcademy.category')}
          all={t('demoAcademy.allCategories')}
          choices={categories.map(({ id, title }) => ({ value: id, label: title }))}
          value={category}
          onChange={setCategory}
        />
      </search>
      <QueryState query={courses}>
        {({ body }) =>
          body.length === 0 ? (
            <EmptyState description={t('demoAcademy.none')} />
          ) : (
            <ul className="demo-list academy-grid" aria-label={t('demoAcademy.courses')}>
              {body.map((course) => (
                <li key={course.id} className="academy-card">
                  <p className="academy-category">{titleOf(course.category)}</p>
                  <h2 className="academy-card-title">
                    <Link to={links.academyCourse(course.id)}>{course.title}</Link>
                  </h2>
                  <p className="demo-muted">{course.description}</p>
                  <p className="academy-card-foot">
                    <span>{t('demoAcademy.minutes', { count: course.durationMinutes })}</span>
                    <span>
                      {course.activeStep === course.totalSteps
                        ? t('demoAcademy.completed')
                        : t('demoAcademy.progress', {
                            done: course.activeStep,
                            total: course.totalSteps,
                          })}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </DemoPage>
  );
}
