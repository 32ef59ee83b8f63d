import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { isGroup, type MenuEntry, type MenuGroup, type PageRoute, titleKeyOf } from '@/routes/types';

interface SidebarProps {
  menu: MenuEntry[];
  currentPath: string;
  /** Collapsed to icons (desktop) — labels stay available to assistive technology. */
  collapsed: boolean;
  onNavigate?: () => void;
}

function PageLink({
  route,
  active,
  collapsed,
  nested,
  onNavigate,
}: {
  route: PageRoute;
  active: boolean;
  collapsed: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = route.icon;
  const label = t(titleKeyOf(route));
  return (
    <a
      href={`#${route.newTab ?? route.path}`}
      target={route.newTab ? '_blank' : undefined}
      rel={route.newTab ? 'noreferrer' : undefined}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? label : undefined}
      onClick={onNavigate}
      className={cn(
        'flex min-h-11 items-center gap-2.5 px-5 py-1.5 text-slate-300 transition-colors hover:bg-sidebar-active hover:text-white',
        nested && !collapsed && 'pl-11',
        // A light tint of the theme colour, readable on the dark sidebar.
        active && 'text-primary-on-dark hover:text-primary-on-dark',
        collapsed && 'justify-center px-0',
      )}
    >
      {Icon && <Icon className="size-4 shrink-0" aria-hidden />}
      {/* A long English page name wraps to a second line rather than being cut off. */}
      <span className={cn('line-clamp-2 leading-snug', collapsed && 'sr-only')}>{label}</span>
    </a>
  );
}

function Group({
  group,
  currentPath,
  collapsed,
  onNavigate,
}: { group: MenuGroup } & Omit<SidebarProps, 'menu'>) {
  const { t } = useTranslation();
  const containsActive = group.children.some((c) => c.path === currentPath);
  const [open, setOpen] = useState(containsActive);
  const visible = group.children.filter((c) => !c.hidden);
  const Icon = group.icon;
  // A group whose only allowed pages are hidden ones (detail pages) has nothing to show.
  if (visible.length === 0) return null;
  const expanded = open || containsActive || collapsed;
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        title={collapsed ? t(group.titleKey) : undefined}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'flex min-h-11 w-full items-center gap-2.5 px-5 py-1.5 text-slate-300 hover:bg-sidebar-active hover:text-white',
          containsActive && 'text-white',
          collapsed && 'justify-center px-0',
        )}
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        {/* A long English group name (User management) wraps as a page name does. */}
        <span className={cn('line-clamp-2 flex-1 text-left leading-snug', collapsed && 'sr-only')}>
          {t(group.titleKey)}
        </span>
        {!collapsed && (
          <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden />
        )}
      </button>
      {expanded && (
        <ul className="bg-[#1f2d3d]">
          {visible.map((route) => (
            <li key={route.path}>
              <PageLink
                route={route}
                active={route.path === currentPath}
                collapsed={collapsed}
                nested
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The permission-filtered menu; groups only appear when a child is allowed. */
export function Sidebar({ menu, currentPath, collapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('layout.mainNav')} className="h-full overflow-y-auto">
      <ul>
        {menu.map((entry) =>
          isGroup(entry) ? (
            <Group
              key={entry.titleKey}
              group={entry}
              currentPath={currentPath}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          ) : entry.hidden ? null : (
            <li key={entry.path}>
              <PageLink
                route={entry}
                active={entry.path === currentPath}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
