import type { ThemeConfig } from 'antd';
import { TOAST_MAX_WIDTH_PX } from '@estate/domain';

/** Navy and brass: navy carries text and buttons (AA contrast on ivory), brass is the accent. */
export const palette = {
  navy: '#0f1f33',
  navyLight: '#1b2f4b',
  brass: '#b08d57',
  brassLight: '#c9a45c',
  ivory: '#f6f1e7',
} as const;

export const headingFont = "'Cormorant Garamond', 'Playfair Display', Georgia, 'Times New Roman', serif";

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: palette.navyLight,
    colorLink: palette.navyLight,
    colorBgLayout: palette.ivory,
    borderRadius: 4,
    // antd's default placeholder grey (#bfbfbf) fails AA contrast on white.
    colorTextPlaceholder: '#6b7280',
    fontFamily: "'Inter', -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: palette.navy, footerBg: palette.navy, bodyBg: palette.ivory },
    Typography: { fontFamilyCode: headingFont },
    // SPEC §9: toasts at most 420px wide.
    Notification: { width: TOAST_MAX_WIDTH_PX },
  },
};
