import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { useId, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { IconButton } from './icon-button.tsx';
import { Input, type InputProps } from './input.tsx';

/** Props of {@link PasswordInput}: those of Input, less `type`, which the toggle owns. */
export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** The toggle's accessible name; its pressed state says whether the password shows. */
  toggleLabel?: string;
};

/**
 * A password field with a show/hide toggle. The toggle is a pressed/not-pressed button with one
 * constant name, so a screen reader announces 'Tampilkan kata sandi, toggle button, pressed'.
 * @example <PasswordInput autoComplete="current-password" />
 */
export function PasswordInput({
  className,
  id,
  disabled,
  toggleLabel = 'Tampilkan kata sandi',
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div data-slot="password-input" className="relative">
      <Input
        id={inputId}
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        className={cn('pr-12', className)}
        {...props}
      />
      <IconButton
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={inputId}
        disabled={disabled}
        size="sm"
        className="text-muted-foreground absolute top-1/2 right-1.5 -translate-y-1/2"
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
      </IconButton>
    </div>
  );
}
