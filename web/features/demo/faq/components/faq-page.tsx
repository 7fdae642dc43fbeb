import RightOutlined from '@ant-design/icons/RightOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { useDisclosure } from '../../../../shared/ui/use-disclosure.ts';
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
      {data && faqs.length === 0 && <EmptyState description={t('demoFaq.noMatch')} />}
      {faqs.length > 0 && (
        <div className="demo-faq">
          {faqs.map((faq) => (
            <FaqItem key={faq.id} question={faq.question} answer={faq.answer} />
          ))}
        </div>
      )}
    </DemoPage>
  );
}

/** One question, its answer shown when pressed: antd's Collapse panel, drawn without antd. */
function FaqItem({ question, answer }: { question: string; answer: string }) {
  const { toggle, panel } = useDisclosure();
  return (
    <div className="demo-faq-item">
      <button type="button" className="demo-faq-question demo-tap" {...toggle}>
        <RightOutlined className="demo-faq-arrow" aria-hidden />
        {question}
      </button>
      <div className="demo-faq-body" {...panel}>
        <p className="demo-faq-answer">{answer}</p>
      </div>
    </div>
  );
}
