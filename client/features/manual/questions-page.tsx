import { useTranslation } from 'react-i18next';
import { faqList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { navigate } from '@/lib/hash-location';
import { useFaqCategories } from './api/manual.ts';

/** /questions: the frequently asked questions (the home page's), searched and filtered by category. */
export default function QuestionsPage() {
  const { t } = useTranslation();
  const categories = useFaqCategories();
  return (
    <ListScreen
      list={faqList}
      caption={t('common.home.faq')}
      storageKey="faq-list"
      options={{ category: categories.data?.map(({ value, label }) => ({ value, label })) ?? [] }}
      actions={{ view: (row) => navigate(`/questions/content?id=${row.id}`) }}
    />
  );
}
