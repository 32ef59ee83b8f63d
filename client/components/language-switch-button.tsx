import { type KeyboardEvent, lazy, type PointerEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from './ui/first-page-icons.tsx';

interface LanguageSwitchProps {
  /** The trigger's whole class list, merged ahead (language-switch.tsx merges a caller's classes). */
  triggerClassName: string;
  /** Lets a crowded bar show the current language's name only where it fits. */
  labelClassName?: string;
}

const loadMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(loadMenu);

/**
 * The language switch as the first page draws it: a button that looks and reads as the menu's
 * trigger, and loads the menu (Radix) when it is first pressed, opening it then. So the login page
 * does not load Radix's menu before anyone asks for it. Its name is "语言" with the language shown
 * (a name that contains the visible label, as speech input needs).
 */
export function LanguageSwitchButton({ triggerClassName, labelClassName }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const [menu, setMenu] = useState<'none' | 'open'>('none');
  const content = (
    <>
      <Languages />
      <span className="sr-only">{`${t('layout.language')} `}</span>
      <span className={labelClassName}>
        {i18n.language === 'en' ? t('layout.english') : t('layout.chinese')}
      </span>
    </>
  );
  const trigger = (
    <button
      type="button"
      data-slot="button"
      className={triggerClassName}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      // As Radix's trigger: a primary press or Enter, Space or ArrowDown opens the menu.
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) {
          event.preventDefault();
          setMenu('open');
        }
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          setMenu('open');
        }
      }}
    >
      {content}
    </button>
  );
  if (menu === 'none') return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenu triggerClassName={triggerClassName} defaultOpen>
        {content}
      </LanguageMenu>
    </Suspense>
  );
}
