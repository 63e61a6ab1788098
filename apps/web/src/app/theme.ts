import type { ThemeConfig } from 'antd';

import { brand } from '../lib/brand.ts';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorInfo: brand.primary,
    colorSuccess: '#2f9e6e',
    colorWarning: '#d48806',
    colorError: '#cf3f3f',
    colorBgLayout: brand.surface,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 16px',
      siderBg: brand.siderBg,
    },
  },
};
