import { useCallback, useState } from 'react';

/** Options of {@link useControllableState}: the React `value`/`defaultValue`/`onChange` trio. */
export interface ControllableStateOptions<T> {
  /** The controlled value; when defined, the caller owns the state. */
  value?: T;
  /** The first value when uncontrolled. */
  defaultValue: T;
  /** Called with every change, controlled or not. */
  onChange?: (next: T) => void;
}

/**
 * State a component owns unless its caller passes `value`, as Radix parts do (`value`,
 * `defaultValue`, `onValueChange`), so our own components behave like the Radix ones beside them.
 * @example const [pressed, setPressed] = useControllableState({ value, defaultValue: [], onChange: onValueChange });
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, setValue];
}
