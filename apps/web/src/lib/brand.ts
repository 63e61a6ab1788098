/** Calm brand palette: a deep teal blue on light grey surfaces, a dark navy sidebar. */
export const brand = {
  primary: '#1f6f8b',
  siderBg: '#0f2b3a',
  accent: '#56c2a6',
  gold: '#f2b544',
  surface: '#f4f7f9',
} as const;
