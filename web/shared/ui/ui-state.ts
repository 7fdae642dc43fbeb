import { type Snackbar, state } from '../session/session-store.ts';

// Actions on the in-memory UI toggles of seed §4 (D9); components read them with useSnapshot(state).

/** Opens the notification drawer, or closes it. */
export function setNotificationPanel(open: boolean): void {
  state.ui.notificationPanel = open;
}

/** Opens the quick panel, or closes it. */
export function setQuickPanel(open: boolean): void {
  state.ui.quickPanel = open;
}

/** Desktop: shows or hides the side navigation. */
export function toggleNavbar(): void {
  state.ui.navbar.open = !state.ui.navbar.open;
}

/** Phone: opens or closes the navigation drawer. */
export function setNavbarMobileOpen(open: boolean): void {
  state.ui.navbar.mobileOpen = open;
}

/** Desktop: folds the side navigation to its icons, or unfolds it. */
export function toggleNavbarFolded(): void {
  state.ui.navbar.folded = !state.ui.navbar.folded;
}

/** Opens an app-wide dialog by name; one at a time. */
export function openDialog(name: string): void {
  state.ui.dialog = name;
}

export function closeDialog(): void {
  state.ui.dialog = null;
}

/** Shows a snackbar; the seed's default is 6000 ms at the top centre (§9). */
export function showSnackbar(
  message: string,
  options: Partial<Omit<Snackbar, 'message'>> = {},
): void {
  state.ui.snackbar = {
    message,
    variant: options.variant ?? 'info',
    autoHideDuration: options.autoHideDuration ?? 6000,
    placement: options.placement ?? 'top',
  };
}

export function hideSnackbar(): void {
  state.ui.snackbar = null;
}
