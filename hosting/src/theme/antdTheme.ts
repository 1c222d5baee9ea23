import { BRAND_COLORS, BRAND_FONTS, TOAST_MAX_WIDTH_PX } from '@estate/domain';
import type { ThemeConfig } from 'antd';

/** antd's theme, from the brand's tokens; its colours also reach the CSS modules (themeCssVariables.ts). */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLORS.navyLight,
    colorLink: BRAND_COLORS.navyLight,
    colorBgLayout: BRAND_COLORS.ivory,
    borderRadius: 4,
    // antd's defaults for these fail AA contrast (see BRAND_COLORS).
    colorTextPlaceholder: BRAND_COLORS.placeholder,
    colorError: BRAND_COLORS.error,
    colorWarning: BRAND_COLORS.warning,
    colorSuccess: BRAND_COLORS.success,
    colorTextDescription: BRAND_COLORS.textDescription,
    gold: BRAND_COLORS.gold,
    fontFamily: BRAND_FONTS.body,
  },
  components: {
    Layout: { headerBg: BRAND_COLORS.navy, footerBg: BRAND_COLORS.navy, bodyBg: BRAND_COLORS.ivory },
    Typography: { fontFamilyCode: BRAND_FONTS.heading },
    // docs/product/reference.md#numbers: toasts at most 420px wide.
    Notification: { width: TOAST_MAX_WIDTH_PX },
  },
};
