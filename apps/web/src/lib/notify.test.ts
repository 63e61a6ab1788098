import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalInstance } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { describe, expect, it, vi } from 'vitest';

import { getNotifier, onFeedbackRequested, setNotifier } from './notify.ts';

function instances() {
  return {
    message: { success: vi.fn(), error: vi.fn() } as unknown as MessageInstance,
    notification: { error: vi.fn(), destroy: vi.fn() } as unknown as NotificationInstance,
    modal: { confirm: vi.fn() } as unknown as ModalInstance,
  };
}

describe('feedback before its code has loaded', () => {
  it('asks for the host on the first call, then shows what waited, in order, and later calls at once', () => {
    const requested = vi.fn();
    const stop = onFeedbackRequested(requested);
    const feedback = getNotifier();

    feedback.message.error('primeiro');
    feedback.notification.error({ title: 'segundo' });
    expect(requested).toHaveBeenCalledTimes(1);

    const host = instances();
    const undo = setNotifier(host);
    expect(host.message.error).toHaveBeenCalledWith('primeiro');
    expect(host.notification.error).toHaveBeenCalledWith({ title: 'segundo' });
    expect(vi.mocked(host.message.error).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(host.notification.error).mock.invocationCallOrder[0] ?? 0,
    );

    feedback.modal.confirm({ title: 'Descartar alterações?' });
    expect(host.modal.confirm).toHaveBeenCalledWith({ title: 'Descartar alterações?' });

    // a host that goes away (StrictMode, unmount) queues again until the next one registers
    undo();
    feedback.message.success('depois');
    expect(host.message.success).not.toHaveBeenCalled();
    const next = instances();
    const undoNext = setNotifier(next);
    expect(next.message.success).toHaveBeenCalledWith('depois');
    undoNext();
    stop();
  });
});
