import { cloneElement, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { Menu, type FloatingPosition } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';

/** How long the pointer may be away from a hover dropdown (crossing the gap to it) before it closes. */
const HOVER_CLOSE_DELAY_MS = 150;

type TargetProps = {
  onKeyDown?: (event: KeyboardEvent) => void;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
};

export type DropdownProps = {
  /** The element that opens the dropdown, usually a button; it must accept a ref. */
  target: ReactElement<TargetProps>;
  /** The content, or a function of `close` for content that closes the dropdown itself. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Opens when the pointer rests on the target (a click still toggles it). */
  openOnHover?: boolean;
  /** Stays open on outside clicks, Tab and the pointer leaving; closes by the target, Escape or `close`. */
  sticky?: boolean;
  width?: number | 'target';
  position?: FloatingPosition;
  /** Whether clicking a `Dropdown.Item` closes the dropdown (default true). */
  closeOnItemClick?: boolean;
  /** Controlled opened state, for a dropdown that must stay open while something happens. */
  opened?: boolean;
  onChange?: (opened: boolean) => void;
};

/**
 * The dropdown: opens on hover if set, else on click, and closes on an outside
 * click or on Tab unless sticky. Built on Mantine's Menu, so `Dropdown.Item`, `Dropdown.Label`
 * and `Dropdown.Divider` give menu semantics and arrow-key navigation; any other content works too.
 */
export function Dropdown({
  target,
  children,
  openOnHover = false,
  sticky = false,
  width,
  position = 'bottom-start',
  closeOnItemClick = true,
  opened: controlled,
  onChange,
}: DropdownProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const opened = controlled ?? uncontrolled;
  const change = (next: boolean) => {
    if (next === opened) return;
    setUncontrolled(next);
    onChange?.(next);
  };
  const closeLater = useTimeout(() => change(false), HOVER_CLOSE_DELAY_MS);
  const setOpened = (next: boolean) => {
    closeLater.clear();
    change(next);
  };
  const close = () => setOpened(false);

  const hover = openOnHover
    ? {
        onMouseEnter: () => setOpened(true),
        onMouseLeave: () => {
          if (sticky) return;
          closeLater.clear();
          closeLater.start();
        },
      }
    : {};
  const onKeyDown = (event: KeyboardEvent) => {
    // Focus moves on by itself (focus is not trapped); the dropdown must not stay behind.
    if (event.key === 'Tab' && !sticky) setOpened(false);
  };

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      trigger="click"
      trapFocus={false}
      // Mantine's focus placeholder is a role="presentation" child, which a role="menu" may not hold.
      withInitialFocusPlaceholder={false}
      closeOnClickOutside={!sticky}
      closeOnItemClick={closeOnItemClick}
      width={width}
      position={position}
      shadow="md"
    >
      <Menu.Target>
        {cloneElement(target, {
          onKeyDown: (event: KeyboardEvent) => {
            target.props.onKeyDown?.(event);
            onKeyDown(event);
          },
          ...hover,
        })}
      </Menu.Target>
      <Menu.Dropdown
        onKeyDown={onKeyDown}
        onMouseEnter={openOnHover ? closeLater.clear : undefined}
        onMouseLeave={hover.onMouseLeave}
      >
        {typeof children === 'function' ? children(close) : children}
      </Menu.Dropdown>
    </Menu>
  );
}

Dropdown.Item = Menu.Item;
Dropdown.Label = Menu.Label;
Dropdown.Divider = Menu.Divider;
