import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './tabs.css';

export type TabItem<Key extends string> = { key: Key; label: string; children: ReactNode };

/** Where an arrow, Home or End key moves from tab `index` of `count`, or null for another key. */
function movedTo(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Tabs drawn without antd (issue 29): WAI-ARIA's tab pattern, the arrows moving between tabs and
 * choosing them, only the chosen tab's panel drawn. antd's Tabs measured every tab's box as it
 * mounted (a forced layout of ~120 ms on a slow phone, the student's /jobs) and brought its
 * style engine's work for one row of buttons.
 */
export function Tabs<Key extends string>({
  items,
  activeKey,
  onChange,
  label,
}: {
  items: readonly TabItem<Key>[];
  activeKey: Key;
  onChange: (key: Key) => void;
  /** The tab list's name for screen readers. */
  label: string;
}) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = movedTo(event.key, index, items.length);
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    onChange(item.key);
  };
  return (
    <div className="tabs">
      <div className="tabs-list" role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              className="tabs-tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                if (!selected) onChange(item.key);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div
          className="tabs-panel"
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${active.key}`}
        >
          {active.children}
        </div>
      ) : null}
    </div>
  );
}
