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
    palette: { primary: { main: '#1f5f8b' }, secondary: { main: '#2e7d6b' } },
    typography: {
      fontFamily: '"Pretendard", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, sans-serif',
    },
  },
  koKR,
);
