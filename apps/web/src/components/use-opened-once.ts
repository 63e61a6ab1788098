import { useState } from 'react';

/**
 * True from the first time `open` is true on. A modal loaded with `lazy()` is rendered from then on and kept
 * mounted, so its code arrives only when someone opens it (issue 8 §4: the first screen does not carry every
 * dialog it can show), while closing still animates and gives the focus back as antd does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
