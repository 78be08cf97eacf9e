/** The install prompt slot on the dashboard (built by the offline/PWA work). */
export function InstallPrompt() {
  return null;
}
