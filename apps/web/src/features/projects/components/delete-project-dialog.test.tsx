import '../../../test/setup.ts';
import type { Notification } from '@lipi/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { emitRealtime, realtimeMockModule, resetRealtime } from '../../../test/realtime-mock.ts';
import { deleteNoticeFor, useProjectDeleteNotices } from '../hooks/use-project-delete-notices.ts';
import { DeleteProjectButton } from './delete-project-dialog.tsx';

vi.mock('../../../lib/realtime.ts', () => realtimeMockModule);

function Screen({ onRequested }: { onRequested?: () => void }) {
  useProjectDeleteNotices('u1');
  return <DeleteProjectButton projectId="p1" projectName="Example" onRequested={onRequested} />;
}

const notification = (type: string): Notification => ({
  id: 'n1',
  notificationId: 'n1',
  projectId: 'p1',
  type,
  title: 'Project deleted',
  message: 'Project deleted successfully',
  seen: false,
  createdAt: new Date().toISOString(),
});

beforeEach(() => resetRealtime());

describe('delete project', () => {
  it('asks first, sends keepTm, says the request was sent, then the notification says it is deleted', async () => {
    const { calls } = stubApi({ 'project/delete': { data: { projectId: 'p1' }, message: 'Project delete request sent, Project will be deleted in a moment' } });
    const onRequested = vi.fn();
    const { toasts } = renderWithProviders(<Screen onRequested={onRequested} />);

    fireEvent.click(screen.getByRole('button', { name: /Delete project/ }));
    const keepTm = await screen.findByRole('checkbox', { name: 'Keep translation memory' });
    expect((keepTm as HTMLInputElement).checked).toBe(true);
    fireEvent.click(keepTm);
    const buttons = await screen.findAllByRole('button', { name: /Delete project/ });
    fireEvent.click(buttons.at(-1)!);

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Project delete request sent, Project will be deleted in a moment'));
    expect(calls.find((c) => c.path === 'project/delete')?.body).toEqual({ projectId: 'p1', keepTm: false });
    expect(onRequested).toHaveBeenCalled();

    emitRealtime('user:u1', 'notification', { notification: notification('projectDeleted'), seq: 1, roomId: 'user:u1' });
    expect(toasts.success).toHaveBeenLastCalledWith('Project deleted successfully');
  });

  it("says 'Project deletion request failed' when the request is refused", async () => {
    stubApi({ 'project/delete': { status: 500, message: 'Internal error', type: 'INTERNAL' } });
    const { toasts } = renderWithProviders(<Screen />);
    fireEvent.click(screen.getByRole('button', { name: /Delete project/ }));
    const buttons = await screen.findAllByRole('button', { name: /Delete project/ });
    fireEvent.click(buttons.at(-1)!);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Project deletion request failed'));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('maps the job notifications to the spec messages and ignores others', () => {
    expect(deleteNoticeFor({ type: 'projectDeleted' })).toEqual({ kind: 'success', text: 'Project deleted successfully' });
    expect(deleteNoticeFor({ type: 'projectDeleteFailed' })).toEqual({ kind: 'error', text: 'Error while deleting the project' });
    expect(deleteNoticeFor({ type: 'crawl.finished' })).toBeNull();
  });
});
