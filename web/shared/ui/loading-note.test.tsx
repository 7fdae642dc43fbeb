import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingNote } from './loading-note.tsx';

describe('LoadingNote', () => {
  it('says "Loading…" as a status message, marked busy until what replaces it comes', () => {
    render(<LoadingNote className="page-note" />);
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('Loading…');
    expect(note.getAttribute('aria-busy')).toBe('true');
    expect(note.className).toBe('page-note');
  });
});
