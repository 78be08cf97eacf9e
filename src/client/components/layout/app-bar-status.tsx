/** Slot in the app bar for connection and update status (offline indicator lands with the PWA work). */
export function AppBarStatus() {
  return null;
}
