import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';

import { setNotifier } from '../lib/notify.ts';

/**
 * Draws the messages, notifications and confirmations of lib/notify.ts, inside the ConfigProvider (theme,
 * locale). Loaded by the provider on the first call, not with the first screen.
 */
export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(
    () => setNotifier({ message: messageApi, notification: notificationApi, modal: modalApi }),
    [messageApi, notificationApi, modalApi],
  );
  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}
