import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('counts the backlogs allowed when there may be some', () => {
    render(
      <EligibilityReasons
        reasons={[{ code: 'MAX_BACKLOGS', message: 'At most 2 active backlogs', limit: 2 }]}
      />,
    );
    expect(screen.getByRole('listitem').textContent).toBe('At most 2 active backlogs');
  });
});
