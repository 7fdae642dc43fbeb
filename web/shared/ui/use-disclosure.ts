import { useId, useState } from 'react';

/**
 * A button that shows and hides a panel (WAI-ARIA's disclosure): spread `toggle` on the button and
 * `panel` on what it shows. Closed at first.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    open,
    toggle: {
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((shown) => !shown),
    },
    panel: { id: panelId, hidden: !open },
  };
}
