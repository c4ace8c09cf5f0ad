import { cloneElement, type ComponentType, type ReactElement, type SyntheticEvent } from 'react';
import { useLoadOnIntent } from './load-on-intent';

/** What a lazily loaded menu renders: Mantine's `<Menu defaultOpened>` with `target` as its `Menu.Target`. */
export interface MenuHostProps {
  target: ReactElement;
}

type Handler = (event: SyntheticEvent) => void;
type TriggerProps = Partial<Record<'onPointerEnter' | 'onFocus' | 'onTouchStart' | 'onClick', Handler>>;

/**
 * A menu button whose menu loads on intent and opens on the click that asked for it (issue 20):
 * Mantine's Menu, Popover and floating-ui (about 30 kB gzip) are not in any page's first load, and a
 * week of meal cards does not render a menu per card. Until then the button is `target` itself, with
 * the same name and `aria-haspopup`; once loaded, the host renders the real menu around the same button.
 * `load` must be a module-level function (one load for every button it serves).
 */
export function LazyMenu<P extends object>({ load, target, hostProps }: { load: () => Promise<ComponentType<P & MenuHostProps>>; target: ReactElement<TriggerProps>; hostProps: P }) {
  const { loaded: Host, handlers } = useLoadOnIntent(load);
  if (Host) return <Host {...hostProps} target={target} />;
  const own = target.props;
  const both =
    (name: keyof TriggerProps, ours: () => void): Handler =>
    (event) => {
      own[name]?.(event);
      ours();
    };
  return cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: both('onPointerEnter', handlers.onPointerEnter),
    onFocus: both('onFocus', handlers.onFocus),
    onTouchStart: both('onTouchStart', handlers.onTouchStart),
    onClick: both('onClick', handlers.onClick),
  } as TriggerProps);
}
