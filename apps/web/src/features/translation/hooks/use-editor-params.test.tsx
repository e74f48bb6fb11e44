import '../../../test/setup.ts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useEditorParams } from './use-editor-params.ts';

const wrapper = (path: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

describe('editor params', () => {
  it('reads language, page URL, filter and paging from the URL, falling back to the first language', () => {
    const { result } = renderHook(() => useEditorParams('p1', ['hi', 'mr']), {
      wrapper: wrapper('/t?lang=mr&url=https%3A%2F%2Fa.example%2F&filter=selfTranslated&type=Machine&page=3&q=bread'),
    });
    expect(result.current.params).toEqual({
      lang: 'mr',
      url: 'https://a.example/',
      filter: 'selfTranslated',
      type: 'Machine',
      page: 3,
      size: 10,
      search: 'bread',
    });
    const other = renderHook(() => useEditorParams('p2', ['hi']), { wrapper: wrapper('/t?lang=xx&filter=bogus&type=machine') });
    expect(other.result.current.params).toMatchObject({ lang: 'hi', filter: '', type: '' });
  });

  it('goes back to page 1 when a filter changes, and reopens the last choice of the project on a bare visit', () => {
    sessionStorage.clear();
    const first = renderHook(() => useEditorParams('p3', ['hi', 'mr']), { wrapper: wrapper('/t?page=4') });
    act(() => first.result.current.update({ filter: 'newContent' }));
    expect(first.result.current.params).toMatchObject({ filter: 'newContent', page: 1 });
    // Back to no parameter at all: that is a choice too, not a bare visit to restore.
    act(() => first.result.current.update({ filter: '' }));
    expect(first.result.current.params.filter).toBe('');
    act(() => first.result.current.update({ lang: 'mr' }));
    first.unmount();
    const again = renderHook(() => useEditorParams('p3', ['hi', 'mr']), { wrapper: wrapper('/t') });
    expect(again.result.current.params).toMatchObject({ lang: 'mr', filter: '' });
  });
});
