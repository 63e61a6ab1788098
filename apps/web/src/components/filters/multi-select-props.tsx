import type { SelectProps } from 'antd';
import type { ReactNode } from 'react';

/** Spec 000 §9: tags beyond 3 collapse into '+ N'. */
export const MAX_TAGS = 3;

const collapsedTags = (omitted: readonly unknown[]): ReactNode => `+ ${omitted.length}`;

/** What every multi-select of the filter cards shares. */
export const multiSelectProps = {
  mode: 'multiple',
  allowClear: true,
  maxTagCount: MAX_TAGS,
  maxTagPlaceholder: collapsedTags,
  placeholder: 'Selecione',
  style: { width: '100%' },
} satisfies SelectProps;
