import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Collapse, Empty } from '../../../../shared/ui/antd.ts';
import { DemoPage, QueryNote } from '../../shared/demo-page.tsx';
import { DemoSearch } from '../../shared/demo-search.tsx';
import { matchesSearch } from '../../shared/matches-search.ts';
import { useFaq } from '../api/get-faq.ts';

/** /pages/faq: the template's questions as an accordion, filtered by a search box (D18). */
export function FaqPage() {
  const { t } = useTranslation();
  const { data, error, isPending } = useFaq();
  const [search, setSearch] = useState('');
  const faqs = (data?.body ?? []).filter((faq) => matchesSearch(search, faq.question, faq.answer));

  return (
    <DemoPage title={t('demoFaq.title')}>
      <DemoSearch label={t('demoFaq.search')} value={search} onChange={setSearch} />
      <QueryNote isPending={isPending} error={error} />
      {data && faqs.length === 0 && <Empty description={t('demoFaq.noMatch')} />}
      {faqs.length > 0 && (
        <Collapse
          className="demo-faq"
          items={faqs.map((faq) => ({
            key: faq.id,
            label: faq.question,
            children: <p className="demo-faq-answer">{faq.answer}</p>,
          }))}
        />
      )}
    </DemoPage>
  );
}
