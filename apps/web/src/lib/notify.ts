import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalInstance } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Feedback (messages, notifications, confirmations) for every screen and for code outside React (the API
 * client, the error module). The antd code that draws them is not part of the first load (issue 8 §4: about
 * 25 kB of gzip JS): the first call asks the provider to load app/feedback-host.tsx, which registers its
 * instances here — inside the ConfigProvider, so they follow the theme and locale — and the calls made
 * meanwhile are shown then, in order.
 */
export interface Notifier {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalInstance;
}

type Later<F> = F extends (...args: infer A) => unknown ? (...args: A) => void : never;

export interface Feedback {
  message: {
    success: Later<MessageInstance['success']>;
    error: Later<MessageInstance['error']>;
    info: Later<MessageInstance['info']>;
    warning: Later<MessageInstance['warning']>;
  };
  notification: {
    success: Later<NotificationInstance['success']>;
    error: Later<NotificationInstance['error']>;
    info: Later<NotificationInstance['info']>;
    warning: Later<NotificationInstance['warning']>;
    destroy: Later<NotificationInstance['destroy']>;
  };
  modal: { confirm: Later<ModalInstance['confirm']> };
}

let current: Notifier | null = null;
const pending: ((notifier: Notifier) => void)[] = [];
const requestListeners = new Set<() => void>();
let requested = false;

function run(call: (notifier: Notifier) => void): void {
  if (current) {
    call(current);
    return;
  }
  pending.push(call);
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
}

/** The provider's hook into the first call: it then loads the host. Answers the unsubscribe. */
export function onFeedbackRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  if (requested) listener();
  return () => requestListeners.delete(listener);
}

/** Back to a fresh page's state: no host, nothing waiting, not yet asked (tests share this module between files). */
export function resetNotifier(): void {
  current = null;
  pending.length = 0;
  requestListeners.clear();
  requested = false;
}

/** Registers the instances that draw feedback and shows what waited for them. Answers the undo. */
export function setNotifier(next: Notifier): () => void {
  current = next;
  for (const call of pending.splice(0)) call(next);
  return () => {
    if (current === next) current = null;
  };
}

const feedback: Feedback = {
  message: {
    success: (...args) => run((n) => void n.message.success(...args)),
    error: (...args) => run((n) => void n.message.error(...args)),
    info: (...args) => run((n) => void n.message.info(...args)),
    warning: (...args) => run((n) => void n.message.warning(...args)),
  },
  notification: {
    success: (...args) => run((n) => n.notification.success(...args)),
    error: (...args) => run((n) => n.notification.error(...args)),
    info: (...args) => run((n) => n.notification.info(...args)),
    warning: (...args) => run((n) => n.notification.warning(...args)),
    destroy: (...args) => run((n) => n.notification.destroy(...args)),
  },
  modal: { confirm: (...args) => run((n) => void n.modal.confirm(...args)) },
};

/** The feedback of code outside React. */
export function getNotifier(): Feedback {
  return feedback;
}

/** The feedback of a component (the same object: stable across renders). */
export function useFeedback(): Feedback {
  return feedback;
}
