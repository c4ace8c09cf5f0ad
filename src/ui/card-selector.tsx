import { Group, SimpleGrid, Text, ThemeIcon, UnstyledButton, useDirection } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import classes from './card-selector.module.css';

export interface CardOption {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

export interface CardSelectorProps {
  /** Names the group for assistive technology. */
  label: string;
  options: CardOption[];
  /** The selected index; -1 or null for none. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (index: number) => void;
  cols?: number | { base?: number; xs?: number; sm?: number; md?: number; lg?: number };
  'data-testid'?: string;
}

/**
 * A grid of cards keeping one selected index, with radio-group semantics: Tab reaches the group
 * once (the selected card), arrows move and select (visual direction in RTL), Space/Enter select.
 */
export function CardSelector({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  cols = { base: 1, xs: 2, sm: 3 },
  'data-testid': testId,
}: CardSelectorProps) {
  const { dir } = useDirection();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [selected, setSelected] = useUncontrolled<number | null>({
    value,
    defaultValue,
    finalValue: null,
    onChange: (index) => {
      if (index !== null) onChange?.(index);
    },
  });
  const enabled = options.map((o, i) => (o.disabled ? -1 : i)).filter((i) => i >= 0);
  const tabStop = selected !== null && selected >= 0 && !options[selected]?.disabled ? selected : (enabled[0] ?? -1);

  const choose = (index: number) => {
    if (options[index]?.disabled) return;
    if (index !== selected) setSelected(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      choose(index);
      return;
    }
    // Radio groups move through the options in order (wrapping), whatever the grid's layout.
    const forward = dir === 'rtl' ? -1 : 1;
    const n = options.length;
    let next: number;
    if (event.key === 'Home' || event.key === 'End') {
      next = event.key === 'Home' ? (enabled[0] ?? -1) : (enabled[enabled.length - 1] ?? -1);
    } else {
      const delta =
        event.key === 'ArrowDown'
          ? 1
          : event.key === 'ArrowUp'
            ? -1
            : event.key === 'ArrowRight'
              ? forward
              : event.key === 'ArrowLeft'
                ? -forward
                : 0;
      if (!delta) return;
      next = index;
      for (let i = 0; i < n; i += 1) {
        next = (next + delta + n) % n;
        if (!options[next]?.disabled) break;
      }
    }
    event.preventDefault();
    if (next < 0) return;
    choose(next);
    refs.current[next]?.focus();
  };

  return (
    <SimpleGrid cols={cols} spacing="sm" role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((option, index) => {
        const checked = index === selected;
        return (
          <UnstyledButton
            key={index}
            ref={(el) => {
              refs.current[index] = el;
            }}
            role="radio"
            aria-checked={checked}
            aria-disabled={option.disabled || undefined}
            tabIndex={index === tabStop ? 0 : -1}
            className={classes.card}
            data-checked={checked || undefined}
            data-disabled={option.disabled || undefined}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <Group wrap="nowrap" gap="sm" align="flex-start">
              {option.icon && (
                <ThemeIcon variant={checked ? 'filled' : 'light'} size="lg" radius="md" aria-hidden>
                  {option.icon}
                </ThemeIcon>
              )}
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {option.title}
                </Text>
                {option.description && (
                  <Text size="xs" c="dimmed" mt={2}>
                    {option.description}
                  </Text>
                )}
              </div>
              <IconCircleCheckFilled size={20} className={classes.check} aria-hidden />
            </Group>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
