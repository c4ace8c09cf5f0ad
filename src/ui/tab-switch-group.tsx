import { Tabs, type MantineColor } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface SwitchTab<K extends string = string> {
  key: K;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  /** Shown while this tab is active (leave out for a plain switch). */
  content?: ReactNode;
}

export interface TabSwitchGroupProps<K extends string = string> {
  tabs: SwitchTab<K>[];
  value?: K;
  defaultValue?: K;
  onChange?: (key: K) => void;
  /** Names the tab list for assistive technology. */
  label?: string;
  color?: MantineColor;
  grow?: boolean;
  'data-testid'?: string;
}

/**
 * One active key among tabs (platform.md 2.11), on Mantine Tabs: tablist semantics, arrow keys
 * that follow the reading direction, inactive panels unmounted.
 */
export function TabSwitchGroup<K extends string = string>({
  tabs,
  value,
  defaultValue,
  onChange,
  label,
  color,
  grow,
  'data-testid': testId,
}: TabSwitchGroupProps<K>) {
  const [active, setActive] = useUncontrolled<K | null>({
    value,
    defaultValue: defaultValue ?? tabs.find((tab) => !tab.disabled)?.key ?? null,
    finalValue: null,
    onChange: (key) => {
      if (key !== null) onChange?.(key);
    },
  });
  return (
    <Tabs
      value={active}
      onChange={(key) => {
        if (key !== null && key !== active) setActive(key as K);
      }}
      variant="pills"
      radius="xl"
      color={color}
      keepMounted={false}
      data-testid={testId}
    >
      <Tabs.List
        aria-label={label}
        grow={grow}
        p={4}
        bg="var(--mantine-color-gray-1)"
        style={{ borderRadius: 'var(--mantine-radius-xl)', width: grow ? undefined : 'fit-content' }}
      >
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} value={tab.key} leftSection={tab.icon} disabled={tab.disabled} fw={500}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(
        (tab) =>
          tab.content !== undefined && (
            <Tabs.Panel key={tab.key} value={tab.key} pt="md">
              {tab.content}
            </Tabs.Panel>
          ),
      )}
    </Tabs>
  );
}
