import { cloneElement, useEffect, useState, type ComponentType, type ReactElement, type Ref, type SyntheticEvent } from 'react';
import { useLoadOnIntent } from './load-on-intent';

/**
 * What a lazily loaded menu renders: Mantine's `<Menu opened onChange>` with `target` as its
 * `Menu.Target`. Controlled, so that it opens after it mounts: Mantine gives the focus back on close
 * to what had it when the menu opened, and a menu mounted already open records nothing.
 */
export interface MenuHostProps {
  target: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

type Handler = (event: SyntheticEvent) => void;
type TriggerProps = Partial<Record<'onPointerEnter' | 'onFocus' | 'onTouchStart' | 'onClick', Handler>> & { ref?: Ref<HTMLElement> };

/**
 * A menu button whose menu loads on intent and opens on the click that asked for it (issue 20):
 * Mantine's Menu, Popover and floating-ui (about 30 kB gzip) are not in any page's first load, and a
 * week of meal cards does not render a menu per card. Until then the button is `target` itself, with
 * the same name and `aria-haspopup`; once loaded, the host renders the real menu around the same
 * button, which takes the focus back if the clicked one had it, and the menu opens.
 * `load` must be a module-level function (one load for every button it serves).
 */
export function LazyMenu<P extends object>({ load, target, hostProps }: { load: () => Promise<ComponentType<P & MenuHostProps>>; target: ReactElement<TriggerProps>; hostProps: P }) {
  const { loaded: Host, handlers } = useLoadOnIntent(load);
  const [button, setButton] = useState<HTMLElement | null>(null);
  const [hadFocus, setHadFocus] = useState(false);
  const [opened, setOpened] = useState(false);
  // Once the real button is in the page: it takes the focus if the clicked one had it, then the menu
  // opens (a frame later, so Mantine records that button as where the focus goes back).
  useEffect(() => {
    if (!button) return;
    if (hadFocus) button.focus({ preventScroll: true });
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [button, hadFocus]);
  if (Host) return <Host {...hostProps} target={cloneElement(target, { ref: setButton })} opened={opened} onChange={setOpened} />;
  const own = target.props;
  const both =
    (name: Exclude<keyof TriggerProps, 'ref'>, ours: (event: SyntheticEvent) => void): Handler =>
    (event) => {
      own[name]?.(event);
      ours(event);
    };
  return cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: both('onPointerEnter', handlers.onPointerEnter),
    onFocus: both('onFocus', handlers.onFocus),
    onTouchStart: both('onTouchStart', handlers.onTouchStart),
    onClick: both('onClick', (event) => {
      setHadFocus(document.activeElement === event.currentTarget);
      handlers.onClick();
    }),
  } as TriggerProps);
}
