import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

function Sections({ seen }: { seen: string[] }) {
  const [key, setKey] = useState<'open' | 'applications' | 'offers'>('open');
  return (
    <Tabs
      label="Jobs"
      activeKey={key}
      onChange={(next) => {
        seen.push(next);
        setKey(next);
      }}
      items={[
        { key: 'open', label: 'Open jobs', children: <p>The open jobs</p> },
        { key: 'applications', label: 'My applications', children: <p>The applications</p> },
        { key: 'offers', label: 'Offers', children: <p>The offers</p> },
      ]}
    />
  );
}

describe('tabs without antd (issue 29)', () => {
  it('names the tab list, marks the chosen tab and draws only its panel, named by it', () => {
    render(<Sections seen={[]} />);
    expect(screen.getByRole('tablist', { name: 'Jobs' })).toBeTruthy();
    const open = screen.getByRole('tab', { name: 'Open jobs' });
    expect(open.getAttribute('aria-selected')).toBe('true');
    expect(open.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'My applications' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Open jobs' }).textContent).toBe('The open jobs');
    expect(screen.queryByText('The applications')).toBeNull();
  });

  it('chooses a tab by a click, and by the arrows, Home and End, moving the focus with them', () => {
    const seen: string[] = [];
    render(<Sections seen={seen} />);
    fireEvent.click(screen.getByRole('tab', { name: 'My applications' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('The applications');
    const applications = screen.getByRole('tab', { name: 'My applications' });
    fireEvent.keyDown(applications, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Offers' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(seen).toEqual(['applications', 'offers', 'open', 'offers', 'applications', 'open']);
    expect(screen.getByRole('tabpanel').textContent).toBe('The open jobs');
  });
});
