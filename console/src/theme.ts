import { createTheme } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';
import { defaultTheme } from 'react-admin';

/**
 * The console's theme: react-admin's default with the clinic's colours and fonts, MUI's Korean texts.
 * Its own module because the login screen (before react-admin loads) and the console share it; only
 * react-admin's theme object comes along from that package.
 */
export const theme = createTheme(
  {
    ...defaultTheme,
    palette: {
      primary: { main: '#1f5f8b' },
      secondary: { main: '#2e7d6b' },
      // MUI's orange (#ed6c02) under white text is 3.1:1; this one is 5:1 (처리 중 chips, waiting figures).
      warning: { main: '#b45309' },
      // MUI's red (#d32f2f) on the form toolbar's grey (#e0e0e0) is 3.8:1 (the 삭제 button); this one is
      // 5.0:1 there and 6.6:1 on white (field errors).
      error: { main: '#b71c1c' },
    },
    typography: {
      fontFamily: '"Pretendard", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, sans-serif',
    },
    components: {
      ...defaultTheme.components,
      // An empty list says so in readable grey (react-admin's "disabled" grey fails WCAG contrast).
      RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
      // Big type is no deeper heading: under the page's h1 (the app bar title), an h4-sized text such as
      // an empty list's "no records yet" is an h2.
      MuiTypography: { defaultProps: { variantMapping: { h4: 'h2', h5: 'h2' } } },
      // The four language tabs of a translated field at MUI's 90 px each are wider than a phone's form
      // (375 px): the whole form scrolled sideways. A tab takes the width of its label, and a tab row
      // wider than its box scrolls inside it.
      MuiTab: { styleOverrides: { root: { minWidth: 0 } } },
      // Printed (인쇄 on a request, or the browser's print), a page holds the record alone: no menu, app
      // bar, buttons or toolbars, the record across the paper's width.
      MuiCssBaseline: {
        styleOverrides: {
          '@media print': {
            // react-admin's app bar, menu (a drawer) and toolbars by MUI's own class names.
            'header.MuiAppBar-root, .MuiDrawer-root, .MuiDrawer-docked, form .MuiToolbar-root, .MuiSnackbar-root, button':
              {
                display: 'none !important',
              },
            '.RaLayout-appFrame': { marginTop: '0 !important' },
            '.RaLayout-content': { padding: '0 !important' },
            '.MuiPaper-root': { boxShadow: 'none !important' },
          },
        },
      },
      // Korean breaks between words, never inside one ("순/서", "일러스/트", "흉부외/과"); a long word
      // wraps only where nothing else can.
      MuiTableCell: { styleOverrides: { root: { wordBreak: 'keep-all', overflowWrap: 'break-word' } } },
      // The page is as wide as the window, never as wide as its widest table (react-admin's layout
      // takes its content's width): a list's filters wrap, 필터 추가 stays in view, and a table wider
      // than its box (a tablet with the menu open) scrolls inside the box.
      RaLayout: {
        styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
      },
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
      // A phone's list line breaks such a string too, rather than run off the screen.
      RaSimpleList: { styleOverrides: { root: { '& .MuiListItemText-root': { overflowWrap: 'anywhere' } } } },
      RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
      // A disabled field's helper text says why it cannot be changed ("아이디는 바꿀 수 없습니다"):
      // MUI greys it to 2.7:1; it stays readable at the usual helper grey (7:1 on white).
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
      MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: false } },
      // react-admin names a list row's checkbox with an aria-label on MUI's outer span, where no
      // screen reader looks (the checkbox itself is the input inside): the name goes to the input.
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: (state: { 'aria-label'?: string }) => (state['aria-label'] ? { 'aria-label': undefined } : {}),
            input: (state: { 'aria-label'?: string }) =>
              state['aria-label'] ? { 'aria-label': state['aria-label'] } : {},
          },
        },
      },
    },
  },
  koKR,
);
