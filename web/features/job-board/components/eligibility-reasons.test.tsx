import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import tn from '../../../public/assets/languages/tn/translation.json';
import { EligibilityReasons } from './eligibility-reasons.tsx';

describe('why a student may not apply (D20)', () => {
  it('words each reason with its figure, a CGPA with one decimal', () => {
    render(
      <EligibilityReasons
        reasons={[
          { code: 'MIN_CGPA', message: 'CGPA 7.0 or above', limit: 7 },
          { code: 'MAX_BACKLOGS', message: 'No active backlogs', limit: 0 },
          { code: 'PLACEMENT_POLICY', message: 'Placed students…', limit: 9.6 },
          { code: 'CLASS', message: 'Open to CSE only', limit: null },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'CGPA 7.0 or above',
      'No active backlogs',
      'Placed students may apply only to CTC 9.6 LPA or above',
      'Not open to your branch',
    ]);
  });

  it('shows a placed student the placement policy’s figures (D29), in English and Tamil', async () => {
    const reason = {
      code: 'PLACEMENT_POLICY' as const,
      message: 'You have accepted an offer of 4 LPA; …',
      limit: 6,
      placement: { acceptedCtc: 4, multiple: 1.5, leastCtc: 6 },
    };
    const view = render(<EligibilityReasons reasons={[reason]} />);
    expect(screen.getByRole('listitem').textContent).toBe(
      'You accepted an offer of ₹4 LPA; your institute lets placed students apply only to jobs paying 1.5 × that, ₹6 LPA or more',
    );
    i18n.addResourceBundle('tn', 'translation', tn);
    await act(() => i18n.changeLanguage('tn'));
    view.rerender(<EligibilityReasons reasons={[reason]} />);
    expect(screen.getByRole('listitem').textContent).toBe(
      'நீங்கள் ₹4 LPA வேலை வாய்ப்பை ஏற்றுள்ளீர்கள்; பணியமர்த்தப்பட்ட மாணவர்கள் அதன் 1.5 ×, அதாவது ₹6 LPA அல்லது அதற்கு மேல் தரும் வேலைகளுக்கு மட்டுமே விண்ணப்பிக்க உங்கள் கல்லூரி அனுமதிக்கிறது',
    );
    await act(() => i18n.changeLanguage('en'));
  });

  it('counts the backlogs allowed when there may be some', () => {
    render(
      <EligibilityReasons
        reasons={[{ code: 'MAX_BACKLOGS', message: 'At most 2 active backlogs', limit: 2 }]}
      />,
    );
    expect(screen.getByRole('listitem').textContent).toBe('At most 2 active backlogs');
  });
});
