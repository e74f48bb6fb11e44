import '../../../test/setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLimitNote } from './page-limit-note.tsx';

describe('page limit note', () => {
  it('says the limit before a crawl', () => {
    render(<PageLimitNote pageLimit={500} reached={false} />);
    expect(screen.getByText('The crawl adds up to 500 pages; raise the limit with Edit (Page limit) at the top of the project.')).toBeTruthy();
  });

  it('warns once the limit is reached and says where to raise it', () => {
    render(<PageLimitNote pageLimit={30} reached />);
    expect(screen.getByText('Page limit reached')).toBeTruthy();
    expect(screen.getByText(/^The crawl stopped at the page limit of 30 pages: .*Raise it with Edit \(Page limit\)/)).toBeTruthy();
  });
});
