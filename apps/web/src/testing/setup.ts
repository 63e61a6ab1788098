import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { resetNotifier } from '../lib/notify.ts';
import { resetStores } from '../lib/storage.ts';

// the first render of a test file transforms the lazy screens, and CI machines are shared: wait up to 10 s
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  resetStores();
  resetNotifier();
});

// The render helpers keep antd's CSS-in-JS out of the DOM (StyleProvider mock="server": happy-dom then answers
// getComputedStyle without walking hundreds of style tags, which made role queries the slowest part of the web
// tests). The few rules tests rely on — a closed popup or mask is display: none — are given here instead.
// the files of a worker share one document (isolate: false), and this file runs again for each of them
const HIDDEN_POPUPS_ID = 'mz-test-hidden-popups';
document.getElementById(HIDDEN_POPUPS_ID)?.remove();
const hiddenPopups = document.createElement('style');
hiddenPopups.id = HIDDEN_POPUPS_ID;
hiddenPopups.textContent = `${[
  'select-dropdown',
  'picker-dropdown',
  'cascader-dropdown',
  'tree-select-dropdown',
  'dropdown',
  'tooltip',
  'popover',
  'popconfirm',
  'modal-mask',
]
  .map((c) => `.ant-${c}-hidden`)
  .join(', ')} { display: none !important; } .ant-input-clear-icon-hidden { visibility: hidden; }`;
document.head.append(hiddenPopups);
