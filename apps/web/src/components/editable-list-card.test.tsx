import '../test/setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { EditableListCard } from './editable-list-card.tsx';

type Entry = { id: string; name: string };

function renderList(canEdit: boolean) {
  const add = vi.fn((values: { name: string }, options: { onSuccess: (r: { message: string }) => void }) => options.onSuccess({ message: '' }));
  const mutateAsync = vi.fn(async (id: string) => ({ message: `removed ${id}` }));
  const view = renderWithProviders(
    <EditableListCard<Entry, { name: string }>
      title="Names"
      headingId="names"
      fields={
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      }
      list={{ data: [{ id: 'e1', name: 'First' }], isPending: false, isError: false, error: null, refetch: () => {} }}
      add={{ isPending: false, mutate: add }}
      remove={{ isPending: false, mutateAsync }}
      columns={[{ title: 'Name', dataIndex: 'name' }]}
      deleteTitle="Delete this name?"
      deleteLabel={(entry) => `Delete ${entry.name}`}
      errorText={() => 'failed'}
      addedText="Name added"
      emptyText="No names"
      pagination={false}
      canEdit={canEdit}
    />,
  );
  return { ...view, add, mutateAsync };
}

describe('EditableListCard', () => {
  it('adds through the form, with the fallback text, and deletes an entry after confirming', async () => {
    const { add, mutateAsync, toasts } = renderList(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Second' } });
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(add.mock.calls[0]![0]).toEqual({ name: 'Second' });
    expect(toasts.success).toHaveBeenCalledWith('Name added');
    fireEvent.click(screen.getByRole('button', { name: 'Delete First' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('removed e1'));
    expect(mutateAsync).toHaveBeenCalledWith('e1');
  });

  it('shows neither the form nor delete buttons to a reader', () => {
    renderList(false);
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete First' })).toBeNull();
  });
});
