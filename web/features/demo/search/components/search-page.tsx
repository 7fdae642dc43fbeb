import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { Tag } from '../../../../shared/ui/tag.tsx';
import { TextInput } from '../../../../shared/ui/text-input.tsx';
import { DemoPage } from '../../shared/demo-page.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { useSearchResults } from '../api/get-search-results.ts';
import './search-page.css';

/** /pages/search: one phrase over the demo apps' data; the phrase is in the URL (`?q=`). */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const results = useSearchResults(q);
  return (
    <DemoPage title={t('demoSearch.title')}>
      <search>
        <form
          className="demo-toolbar"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(draft.trim() ? { q: draft.trim() } : {});
          }}
        >
          <TextInput
            type="search"
            aria-label={t('demoSearch.phrase')}
            placeholder={t('demoSearch.placeholder')}
            maxLength={100}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <AppButton variant="primary" submit className="search-submit">
            {t('demoSearch.submit')}
          </AppButton>
        </form>
      </search>
      {q.trim() === '' ? (
        <p className="demo-muted">{t('demoSearch.hint')}</p>
      ) : (
        <QueryState query={results}>
          {({ body }) =>
            body.results.length === 0 ? (
              <EmptyState description={t('demoSearch.none', { query: body.query })} />
            ) : (
              <>
                <p role="status">{t('demoSearch.count', { count: body.results.length })}</p>
                <ul className="demo-list search-results">
                  {body.results.map((result, index) => (
                    // A chat may match twice (two messages), so the place in the list keys it.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <li key={index} className="search-result">
                      <Tag>{t(`demoSearch.kind.${result.kind}`)}</Tag>
                      <Link to={result.url} className="search-result-title">
                        {result.title}
                      </Link>
                      <p className="demo-muted search-result-excerpt">{result.excerpt}</p>
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </QueryState>
      )}
    </DemoPage>
  );
}
