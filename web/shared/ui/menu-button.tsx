import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import './menu-button.css';

export type MenuButtonItem = {
  key: string;
  label: string;
  /** Decoration before the label; give it `aria-hidden`. */
  icon?: ReactNode;
  /** A line above the item, apart from the ones before it. */
  dividedAbove?: boolean;
  /** A destructive action (reject), drawn red as antd's danger item. */
  danger?: boolean;
};

type Props = {
  items: readonly MenuButtonItem[];
  onSelect: (key: string) => void;
  /** The button's class and content; it is named by what it shows. */
  buttonClassName: string;
  children: ReactNode;
};

/**
 * A button opening a menu of actions, drawn like antd's Dropdown menu, with none of antd (issue 13:
 * the toolbar's profile menu is on every signed-in page, a student's first /home included). The
 * WAI-ARIA menu button: Enter, Space or ↓ open it on the first item, ↑ on the last; ↑ ↓ Home End
 * move; Escape closes it back to the button; Tab or a press outside closes it.
 */
export function MenuButton({ items, onSelect, buttonClassName, children }: Props) {
  const [open, setOpen] = useState(false);
  /** The item to focus once the menu is drawn: its index, or -1 for the last. */
  const [focusOnOpen, setFocusOnOpen] = useState(0);
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const menuItems = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];
  const focusItem = (index: number) => {
    const all = menuItems();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAt = (index: number) => {
    setFocusOnOpen(index);
    setOpen(true);
  };
  const close = useCallback((backToButton: boolean) => {
    setOpen(false);
    if (backToButton) buttonRef.current?.focus();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves once, as the menu opens.
  useLayoutEffect(() => {
    if (open) focusItem(focusOnOpen);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItems();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: all.length - 1,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      focusItem(to);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="menu-button">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="menu-button-menu"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => [
            item.dividedAbove ? (
              <hr key={`${item.key}-divider`} className="menu-button-divider" />
            ) : null,
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item.danger ? 'menu-button-item menu-button-danger' : 'menu-button-item'}
              onClick={() => {
                close(true);
                onSelect(item.key);
              }}
            >
              {item.icon}
              <span>{item.label}</span>
            </button>,
          ])}
        </div>
      )}
    </div>
  );
}
