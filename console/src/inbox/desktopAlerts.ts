/**
 * Desktop alerts (the browser's Notification API) for new requests: off until staff switch them on
 * (the browser asks for permission only then), remembered in this browser (localStorage).
 */
const KEY = 'console.desktopAlerts';

export const desktopAlertsSupported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

/** Switched on here and allowed by the browser. */
export function desktopAlertsOn(): boolean {
  if (!desktopAlertsSupported()) return false;
  try {
    return localStorage.getItem(KEY) === 'on' && Notification.permission === 'granted';
  } catch {
    return false;
  }
}

/** Switches them on (asking the browser first, when it has not been asked) or off. */
export async function switchDesktopAlerts(on: boolean): Promise<'on' | 'off' | 'denied'> {
  if (!on || !desktopAlertsSupported()) {
    localStorage.removeItem(KEY);
    return 'off';
  }
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') {
    localStorage.removeItem(KEY);
    return 'denied';
  }
  localStorage.setItem(KEY, 'on');
  return 'on';
}

/** One desktop alert (when they are on); a click brings the console forward and runs `open`. */
export function showDesktopAlert(text: string, tag: string, open: () => void): void {
  if (!desktopAlertsOn()) return;
  try {
    const alert = new Notification(text, { tag, lang: document.documentElement.lang || undefined });
    alert.onclick = () => {
      window.focus();
      open();
      alert.close();
    };
  } catch {
    // Some browsers allow alerts only from a service worker: the alert on the page still shows.
  }
}
