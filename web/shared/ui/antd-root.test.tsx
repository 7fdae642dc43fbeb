import { act, render, screen } from '@testing-library/react';
// No page draws antd's Calendar any more; its weekday names show antd's locale at work.
import Calendar from 'antd/es/calendar';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import tn from '../../public/assets/languages/tn/translation.json';
import { AntdRoot } from './antd-root.tsx';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe("antd's words in the UI's language", () => {
  it("names a calendar's weekdays in Tamil once தமிழ் is chosen, as in English before", async () => {
    render(
      <AntdRoot>
        <Calendar fullscreen={false} />
      </AntdRoot>,
    );
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual([
      'Su',
      'Mo',
      'Tu',
      'We',
      'Th',
      'Fr',
      'Sa',
    ]);
    i18n.addResourceBundle('tn', 'translation', tn);
    await act(() => i18n.changeLanguage('tn'));
    await expect
      .poll(() => screen.getAllByRole('columnheader').map((head) => head.textContent), {
        timeout: 3_000,
      })
      .toEqual(['ஞா', 'தி', 'செ', 'பு', 'வி', 'வெ', 'ச']);
  });
});
