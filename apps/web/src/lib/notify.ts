import { message as staticMessage, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * The antd message and notification instances that code outside React (the API client, the error module)
 * uses. The provider registers the App-context instances so they follow the theme and locale; until then
 * the static functions are used.
 */
interface Notifier {
  message: MessageInstance;
  notification: NotificationInstance;
}

let current: Notifier = { message: staticMessage, notification: staticNotification };

export function setNotifier(next: Notifier): () => void {
  current = next;
  return () => {
    if (current === next) current = { message: staticMessage, notification: staticNotification };
  };
}

export function getNotifier(): Notifier {
  return current;
}
