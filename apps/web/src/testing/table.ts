import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until no antd table is loading. While a table fetches, antd spins over it and its container takes no pointer
 * events, as in the browser: a click on a header or a page right after the previous one must wait for this (on a
 * loaded machine the next answer can take longer than the click).
 */
export async function waitForTableIdle(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeNull());
}
