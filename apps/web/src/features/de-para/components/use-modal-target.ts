import { useState } from 'react';

/**
 * What a modal shows, kept through its closing animation: `open` turns false first, `target` is cleared only in
 * `afterClose`, so the modal does not go blank while it fades and antd then gives the focus back to its opener.
 * Mount the modal while `target` is set, with `props` spread on it.
 */
export function useModalTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    show: (next: T) => {
      setTarget(next);
      setOpen(true);
    },
    props: { open, onClose: () => setOpen(false), afterClose: () => setTarget(null) },
  };
}
