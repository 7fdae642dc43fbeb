import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IconSize, iconSizes } from '#openapi/demo/demo-values.ts';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { Segmented } from '../../../../shared/ui/segmented.tsx';
import { DemoFilter } from '../../shared/demo-filter.tsx';
import { DemoPage, QueryNote } from '../../shared/demo-page.tsx';
import { DemoSearch } from '../../shared/demo-search.tsx';
import { matchesSearch } from '../../shared/matches-search.ts';
import { useIcons } from '../api/get-icons.ts';
import './icons.css';

/** /ui/icons: the catalogue, searched by name and tag, filtered by category and drawn size (D18). */
export function IconsPage() {
  const { t } = useTranslation();
  const { data, error, isPending } = useIcons();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | undefined>();
  const [size, setSize] = useState<IconSize>(24);
  const all = data?.body ?? [];
  const categories = [...new Set(all.flatMap((icon) => icon.categories))].sort();
  const icons = all.filter(
    (icon) =>
      icon.sizes_px.includes(size) &&
      (category === undefined || icon.categories.includes(category)) &&
      matchesSearch(search, icon.name.replaceAll('_', ' '), ...icon.tags),
  );

  return (
    <DemoPage title={t('demoIcons.title')}>
      <div className="icons-filters">
        <DemoSearch
          label={t('demoIcons.search')}
          value={search}
          onChange={setSearch}
          className="icons-search"
        />
        <DemoFilter
          className="icons-category"
          label={t('demoIcons.category')}
          all={t('demoIcons.allCategories')}
          choices={categories.map((name) => ({ value: name, label: name }))}
          value={category}
          onChange={setCategory}
        />
        <Segmented<IconSize>
          aria-label={t('demoIcons.size')}
          value={size}
          onChange={setSize}
          options={iconSizes.map((px) => ({ value: px, label: t('demoIcons.px', { px }) }))}
        />
      </div>
      <QueryNote isPending={isPending} error={error} />
      {data && (
        <p className="demo-note" aria-live="polite">
          {t('demoIcons.count', { count: icons.length })}
        </p>
      )}
      {data && icons.length === 0 && <EmptyState description={t('demoIcons.noMatch')} />}
      <ul className="icons-grid">
        {icons.map((icon) => (
          <li key={icon.name} className="demo-panel icon-tile">
            {/* The catalogue's glyph font is not shipped; the box shows the size it is drawn at. */}
            <span className="icon-box" style={{ width: size, height: size }} aria-hidden />
            <code className="icon-name">{icon.name}</code>
            <span className="icon-meta">
              {icon.categories.join(', ')} · v{icon.version}
            </span>
            <span className="icon-meta">
              {t('demoIcons.sizes', { sizes: icon.sizes_px.join(', ') })}
            </span>
          </li>
        ))}
      </ul>
    </DemoPage>
  );
}
