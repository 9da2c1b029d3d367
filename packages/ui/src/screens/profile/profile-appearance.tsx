import { THEME_CHOICES, THEME_CHOICE_LABELS, type ThemeChoice } from '@saham/domain/theme';
import MoonIcon from 'lucide-react/icons/moon';
import SmartphoneIcon from 'lucide-react/icons/smartphone';
import SunIcon from 'lucide-react/icons/sun';
import SunMoonIcon from 'lucide-react/icons/sun-moon';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { ProfileSection } from './profile-section.tsx';

const CHOICE_ICONS: Record<ThemeChoice, React.ComponentType<{ className?: string }>> = {
  light: SunIcon,
  dark: MoonIcon,
  system: SmartphoneIcon,
};

/**
 * The Tampilan setting (issue 28, dark mode): the theme as a native radio group, so Tab reaches
 * it and the arrow keys move and choose. A choice applies at once; the app keeps it on the device.
 */
export function AppearanceSection({
  choice,
  onChoiceChange,
}: {
  choice: ThemeChoice;
  onChoiceChange: (choice: ThemeChoice) => void;
}) {
  const name = useId();
  const legendId = useId();
  const hintId = useId();
  return (
    <ProfileSection title="Tampilan" icon={<SunMoonIcon />}>
      <fieldset
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={hintId}
        className="flex min-w-0 flex-col gap-2"
      >
        <legend id={legendId} className="mb-1 text-sm font-semibold">
          Tema
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {THEME_CHOICES.map((option) => {
            const Icon = CHOICE_ICONS[option];
            return (
              <label
                key={option}
                className={cn(
                  'border-border bg-card flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border px-2 py-3 text-center text-sm font-semibold',
                  'duration-fast ease-standard hover:bg-accent transition-[border-color,background-color]',
                  'has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-card has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2',
                  'has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground',
                )}
              >
                <Icon aria-hidden className="size-5" />
                <span>{THEME_CHOICE_LABELS[option]}</span>
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={choice === option}
                  onChange={() => onChoiceChange(option)}
                  // The tile shows the focus ring; the radio's own outline would draw a second.
                  className="accent-primary size-4 focus-visible:outline-none"
                />
              </label>
            );
          })}
        </div>
        <p id={hintId} className="text-muted-foreground text-xs">
          Ikuti sistem memakai tema terang atau gelap sesuai pengaturan perangkat Anda. Pilihan
          disimpan di perangkat ini.
        </p>
      </fieldset>
    </ProfileSection>
  );
}
