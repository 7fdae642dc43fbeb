import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ContactTagId } from '#openapi/demo/contacts.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { TextInput } from '../../../../shared/ui/text-input.tsx';
import { DemoPage } from '../../shared/demo-page.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { useContact } from '../api/get-contact.ts';
import { useContactTags } from '../api/get-contact-tags.ts';
import { useContacts } from '../api/get-contacts.ts';
import { ContactCard } from './contact-card.tsx';
import { ContactDialog } from './lazy-contact-dialog.ts';
import './contacts-app.css';
import { DemoFilter } from '../../shared/demo-filter.tsx';

/**
 * The demo template's contacts app (issue 31): search, filter by label, add, edit, relabel and
 * delete. `?contact=<id>` (the search page's link) opens that contact.
 */
export function ContactsApp() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<ContactTagId | undefined>();
  const [adding, setAdding] = useState(false);
  const openId = Number(params.get('contact')) || null;
  const open = useContact(openId).data?.body ?? null;
  const tags = useContactTags().data?.body ?? [];
  const contacts = useContacts({ ...(search.trim() && { search }), ...(tag && { tag }) });
  const close = () => {
    setAdding(false);
    setParams({}, { replace: true });
  };
  return (
    <DemoPage
      title={t('demoContacts.title')}
      actions={
        <AppButton variant="primary" onClick={() => setAdding(true)} {...ContactDialog.prefetchOn}>
          {t('demoContacts.add')}
        </AppButton>
      }
    >
      <search className="demo-toolbar">
        <TextInput
          type="search"
          aria-label={t('demoContacts.search')}
          placeholder={t('demoContacts.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <DemoFilter
          label={t('demoContacts.filter')}
          all={t('demoContacts.allTags')}
          choices={tags.map(({ id, title }) => ({ value: id, label: title }))}
          value={tag}
          onChange={setTag}
        />
      </search>
      <QueryState query={contacts}>
        {({ body }) =>
          body.length === 0 ? (
            <EmptyState description={t('demoContacts.none')} />
          ) : (
            <ul className="demo-list contact-grid" aria-label={t('demoContacts.list')}>
              {body.map((contact) => (
                <li key={contact.id}>
                  <ContactCard
                    contact={contact}
                    tags={tags}
                    onEdit={() => setParams({ contact: String(contact.id) })}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Suspense fallback={null}>
        {adding ? <ContactDialog contact={null} onClose={close} /> : null}
        {open && !adding ? <ContactDialog key={open.id} contact={open} onClose={close} /> : null}
      </Suspense>
    </DemoPage>
  );
}
