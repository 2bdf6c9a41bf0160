// The head the server wrote gives way to the page's own in the commit that
// brings it, so the document is never without a title (decision 052).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fullTitle, PageHead } from './page-head.tsx';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('the page head', () => {
  it('replaces the server’s tags with its own, leaving one title', () => {
    document.head.innerHTML =
      '<title data-ssr-head>Server title</title><meta data-ssr-head name="description" content="From the server">';
    render(<PageHead title="Search jobs" description="Find a job" />);
    expect(document.querySelectorAll('[data-ssr-head]')).toHaveLength(0);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe(fullTitle('Search jobs'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Find a job');
  });
});
