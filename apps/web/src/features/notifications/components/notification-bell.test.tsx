import '../../../test/setup.ts';
import type { Notification } from '@lipi/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { emitRealtime, realtimeMockModule, resetRealtime } from '../../../test/realtime-mock.ts';
import { decideSeq } from '../../../api/notifications/notification-cache.ts';
import { NotificationBell } from './notification-bell.tsx';

vi.mock('../../../lib/realtime.ts', () => realtimeMockModule);

const note = (id: string, title: string, seen = false): Notification => ({
  id,
  notificationId: id,
  projectId: null,
  type: 'crawl.finished',
  title,
  message: `${title} message`,
  seen,
  createdAt: new Date().toISOString(),
});

beforeEach(() => resetRealtime());

describe('sequence numbers', () => {
  it('applies the next number and refetches after a jump or a restart', () => {
    expect(decideSeq(null, 7)).toBe('apply');
    expect(decideSeq(7, 8)).toBe('apply');
    expect(decideSeq(8, 10)).toBe('refetch');
    expect(decideSeq(10, 1)).toBe('refetch');
    expect(decideSeq(3, 3)).toBe('refetch');
  });
});

describe('notification bell', () => {
  it('shows the unseen count, puts live ones at the front and refetches when a seq is skipped', async () => {
    let fetches = 0;
    const { calls } = stubApi({
      'notification/fetch': () => {
        fetches += 1;
        const list = fetches === 1 ? [note('a', 'First')] : [note('c', 'From the server'), note('b', 'Live one'), note('a', 'First')];
        return { data: { notifications: list, total: list.length, unseen: list.length } };
      },
    });
    renderWithProviders(<NotificationBell userId="u1" />);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unseen' })).toBeTruthy();

    emitRealtime('user:u1', 'notification', { notification: note('b', 'Live one'), seq: 1, roomId: 'user:u1' });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unseen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unseen' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('div > div')?.textContent)).toEqual(['Live one (new)', 'First (new)']);
    expect(calls.filter((c) => c.path === 'notification/fetch')).toHaveLength(1);

    // seq 2 was missed: the list is fetched again instead of trusting the cache.
    emitRealtime('user:u1', 'notification', { notification: note('c', 'From the server'), seq: 3, roomId: 'user:u1' });
    await waitFor(() => expect(calls.filter((c) => c.path === 'notification/fetch')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unseen' })).toBeTruthy();
  });

  it('marks one as seen and deletes one', async () => {
    const { calls } = stubApi({
      'notification/fetch': { data: { notifications: [note('a', 'Crawl finished'), note('b', 'Project deleted', true)], total: 2, unseen: 1 } },
      'notification/seen': { data: { updated: 1, unseen: 0 } },
      'notification/delete': { data: { deleted: 1, unseen: 0 }, message: 'Notification deleted' },
    });
    renderWithProviders(<NotificationBell userId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unseen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark “Crawl finished” as seen' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(calls.find((c) => c.path === 'notification/seen')?.body).toEqual({ ids: ['a'] });

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Project deleted”' }));
    await waitFor(() => expect(screen.queryByText('Project deleted')).toBeNull());
    expect(calls.find((c) => c.path === 'notification/delete')?.body).toEqual({ ids: ['b'] });
  });
});
