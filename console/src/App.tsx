import { Admin, Resource, defaultTheme } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { createTheme } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { notifications } from './resources/notifications';

const theme = createTheme(
  {
    ...defaultTheme,
    palette: { primary: { main: '#1f5f8b' }, secondary: { main: '#2e7d6b' } },
    typography: {
      fontFamily: '"Pretendard", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, sans-serif',
    },
  },
  koKR,
);

export function App() {
  return (
    // Real paths (/console/center/notifications), not react-admin's default hash router.
    <BrowserRouter basename="/console">
      <Admin
        title="관리자 콘솔"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        disableTelemetry
      >
        <Resource name="center/notifications" {...notifications} />
      </Admin>
    </BrowserRouter>
  );
}
