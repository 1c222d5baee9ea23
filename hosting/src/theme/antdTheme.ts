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
    // antd's defaults for these fail AA as text on white or on their own light fills (axe):
    // red 6 #ff4d4f 3.3:1 (Delete buttons), grey #8c8c8c 3.4:1 (statistic titles, empty states),
    // gold 7 #d48806 2.8:1 on gold 1 (the Featured and role tags). These are 5.1:1 or more; gold
    // is a seed (antd derives its shades from it), so its tags read #874d00 on #ede8d5.
    colorError: '#cf1322',
    colorWarning: '#874d00',
    colorSuccess: '#237804',
    colorTextDescription: '#595959',
    gold: '#ad6800',
    fontFamily: "'Inter', -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: palette.navy, footerBg: palette.navy, bodyBg: palette.ivory },
    Typography: { fontFamilyCode: headingFont },
    // SPEC §9: toasts at most 420px wide.
    Notification: { width: TOAST_MAX_WIDTH_PX },
  },
};
