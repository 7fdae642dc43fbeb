import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanRichText, RichTextView } from './rich-text-view.tsx';

describe('a job description is cleaned again before it is shown (D23)', () => {
  it('keeps bold, italic, lists, links and headings', () => {
    const html = '<h2>Role</h2><p><strong>Java</strong> and <em>SQL</em></p><ul><li>one</li></ul>';
    expect(cleanRichText(html)).toBe(html);
  });

  it('drops scripts, styles, images and event handlers', () => {
    const html =
      '<p onclick="steal()">Hi<script>steal()</script><style>p{}</style><img src=x onerror="steal()"></p>';
    expect(cleanRichText(html)).toBe('<p>Hi</p>');
  });

  it('keeps http, https and mailto links only, each opening a new tab that tells nothing', () => {
    expect(cleanRichText('<a href="javascript:steal()">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(cleanRichText('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('shows the cleaned markup', () => {
    const { container } = render(<RichTextView html={'<p>Hi<img src=x onerror="x()"></p>'} />);
    expect(container.querySelector('.rich-text')?.innerHTML).toBe('<p>Hi</p>');
  });
});
