import type { TFunction } from 'i18next';
import { CARD_STATUSES, type Lang, NO_PROJECT } from '#contract';
import type { FilterField } from '@/components/filter-bar/filter-values';

/** The card-project filter bar: the group (or none), a number, a status. */
export const cardProjectFilters = (
  t: TFunction,
  lang: Lang,
  groups: readonly { id: number; name: string }[],
): FilterField[] => [
  {
    type: 'select',
    name: 'project_group_id',
    label: t('projectLocate.cardProject.group'),
    options: [
      { value: NO_PROJECT, label: t('projectLocate.cardProject.noGroup') },
      ...groups.map((g) => ({ value: String(g.id), label: g.name })),
    ],
  },
  {
    type: 'text',
    name: 'number',
    label: t('projectLocate.cardProject.number'),
    placeholder: t('projectLocate.cardProject.numberPlaceholder'),
  },
  {
    type: 'select',
    name: 'status',
    label: t('projectLocate.cardProject.status'),
    options: Object.entries(CARD_STATUSES).map(([value, l]) => ({ value, label: l[lang] })),
  },
];
