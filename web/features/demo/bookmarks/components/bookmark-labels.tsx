import { useTranslation } from 'react-i18next';
import type { DemoBookmarkLabel } from '#openapi/demo/bookmarks.ts';

export const bookmarkLabels: readonly DemoBookmarkLabel[] = ['work', 'reading', 'tools'];

/**
 * A bookmark's labels as a checkbox each (there are three): the new bookmark's, or a saved one's,
 * which then changes as a box is ticked. Native (issue 29: antd's multiple selects, one a
 * bookmark, were most of the page's blocking time on a phone).
 */
export function BookmarkLabels({
  legend,
  legendShown = false,
  value,
  onChange,
}: {
  legend: string;
  /** The legend on screen (the form's field), or only for screen readers (a saved bookmark's). */
  legendShown?: boolean;
  value: readonly DemoBookmarkLabel[];
  onChange: (labels: DemoBookmarkLabel[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="bookmark-labels">
      <legend className={legendShown ? 'bookmark-labels-legend' : 'visually-hidden'}>
        {legend}
      </legend>
      {bookmarkLabels.map((label) => (
        <label key={label} className="demo-check demo-tap">
          <input
            type="checkbox"
            checked={value.includes(label)}
            onChange={(event) =>
              onChange(
                bookmarkLabels.filter((each) =>
                  each === label ? event.target.checked : value.includes(each),
                ),
              )
            }
          />
          {t(`demoBookmarks.label.${label}`)}
        </label>
      ))}
    </fieldset>
  );
}
