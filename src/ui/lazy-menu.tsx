import {
  cloneElement,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { useLoadOnIntent, type IntentHandlers } from './load-on-intent';

/**
 * What a lazily loaded menu renders: Mantine's `<Menu opened onChange>` with `target` as its
 * `Menu.Target`. Controlled, so that it opens a frame after it mounts (`useLoadOnIntent`'s `ready`):
 * Mantine gives the focus back on close to what had it when the menu opened.
 */
export interface MenuHostProps {
  target: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

type Handler = (event: SyntheticEvent) => void;
type TriggerProps = Partial<Record<keyof IntentHandlers | 'onClick', Handler>> & { ref?: Ref<HTMLElement> };

/**
 * A menu button whose menu loads on intent and opens on the click that asked for it:
 * Mantine's Menu, Popover and floating-ui (a large share of a page's scripts) are not in any page's first load, and a
 * week of meal cards does not render a menu per card. Until then the button is `target` itself, with
 * the same name and `aria-haspopup`; once loaded, the host renders the real menu around the same
 * button, which takes the focus back if the clicked one had it, and the menu opens.
 * `load` must be a module-level function (one load for every button it serves).
 */
export function LazyMenu<P extends object>({
  load,
  target,
  hostProps,
}: {
  load: () => Promise<ComponentType<P & MenuHostProps>>;
  target: ReactElement<TriggerProps>;
  hostProps: P;
}) {
  const { loaded: Host, ready, intent, want } = useLoadOnIntent(load);
  const [button, setButton] = useState<HTMLElement | null>(null);
  const [hadFocus, setHadFocus] = useState(false);
  // The click that loaded the menu asked for it open.
  const [opened, setOpened] = useState(true);
  // The real button takes the focus the clicked one had, before the menu opens.
  useEffect(() => {
    if (button && hadFocus) button.focus({ preventScroll: true });
  }, [button, hadFocus]);
  if (Host)
    return (
      <Host
        {...hostProps}
        target={cloneElement(target, { ref: setButton })}
        opened={opened && ready}
        onChange={setOpened}
      />
    );
  const own = target.props;
  const both =
    (name: keyof IntentHandlers | 'onClick', ours: (event: SyntheticEvent) => void): Handler =>
    (event) => {
      own[name]?.(event);
      ours(event);
    };
  return cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: both('onPointerEnter', intent.onPointerEnter),
    onFocus: both('onFocus', intent.onFocus),
    onTouchStart: both('onTouchStart', intent.onTouchStart),
    onClick: both('onClick', (event) => {
      setHadFocus(document.activeElement === event.currentTarget);
      want();
    }),
  } as TriggerProps);
}
