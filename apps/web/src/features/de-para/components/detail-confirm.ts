import type { Feedback } from '../../../lib/notify.ts';

export interface DetailConfirm {
  title: string;
  content: string;
  /** said when the answer is 'Não' (or the dialog is closed) */
  cancelled: string;
  /** the action; the dialog waits for it with 'Sim' loading, and closes whatever the outcome */
  run: () => Promise<unknown>;
}

/** The yes/no dialog before approving, undoing or disapproving (spec 002 §5: Sim / Não). */
export function confirmDetailAction(feedback: Feedback, { title, content, cancelled, run }: DetailConfirm) {
  feedback.modal.confirm({
    title,
    content,
    okText: 'Sim',
    cancelText: 'Não',
    onOk: () => run().catch(() => undefined),
    onCancel: () => void feedback.message.info(cancelled),
  });
}
