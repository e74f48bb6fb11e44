import { SHIPPED_FONT_FAMILIES } from '@lipi/contract';
import type { ThemeConfig } from 'antd';

/** Brand: deep indigo (ink, trust) with saffron as the accent. Text colours keep WCAG AA contrast. */
export const brand = {
  indigo: '#3b2db5',
  indigoDeep: '#211561',
  saffron: '#f08a00',
  saffronSoft: '#ffd79a',
  ink: '#1c1b2e',
  muted: '#55536b',
} as const;

// The shipped Noto families (app/script-fonts.css) come first: each is declared for its own script's
// unicode-range only, so Latin text falls through to the system fonts, while a script the system
// draws as boxes (Ol Chiki, Meetei Mayek…) gets its font, downloaded only when it is on screen.
// Nastaliq is chosen by :lang(ur) in that file, not here.
const fontFamily = [
  ...SHIPPED_FONT_FAMILIES.filter((f) => f !== 'Noto Nastaliq Urdu').map((f) => `"${f}"`),
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Nirmala UI"',
  'sans-serif',
].join(', ');

export const theme: ThemeConfig = {
  cssVar: { key: 'lipi' },
  token: {
    colorPrimary: brand.indigo,
    colorLink: brand.indigo,
    colorInfo: brand.indigo,
    colorWarning: '#b45f00',
    colorSuccess: '#1a7f4b',
    colorError: '#c4242b',
    colorTextBase: brand.ink,
    colorTextSecondary: brand.muted,
    colorTextDescription: brand.muted,
    colorTextPlaceholder: '#767489',
    borderRadius: 10,
    fontFamily,
    fontSize: 15,
    controlHeight: 40,
    colorBgLayout: '#f6f5fb',
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: '0 6px 16px -6px rgba(59, 45, 181, 0.55)' },
    Layout: { siderBg: brand.indigoDeep, headerBg: '#ffffff', headerPadding: '0 24px', bodyBg: '#f6f5fb' },
    Menu: {
      darkItemBg: brand.indigoDeep,
      darkSubMenuItemBg: brand.indigoDeep,
      darkItemSelectedBg: '#4a3bd1',
      darkItemColor: '#dcd8ff',
      darkItemHoverColor: '#ffffff',
    },
    // Locked fields (after Send OTP) stay readable at 4.5:1; disabled buttons keep antd's faded look.
    Input: { colorTextDisabled: '#5f5d72' },
    Select: { colorTextDisabled: '#5f5d72' },
    Card: { borderRadiusLG: 16 },
    Modal: { borderRadiusLG: 16 },
    Form: { labelColor: brand.ink, verticalLabelPadding: '0 0 6px', itemMarginBottom: 20 },
    Descriptions: { labelColor: brand.muted },
  },
};
